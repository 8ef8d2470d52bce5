# syntax=docker/dockerfile:1
# しるべ in one image: the compiled API (node api/dist/main.js), the compiled shell server
# (node shell/dist-server/main.js), the built shell and the four remotes, and the deploy CLI that
# publishes the remotes into the release store. deploy/compose.yaml runs it with PostgreSQL.
#   docker build -t shirube .
#   docker run --rm -p 3000:3000 --env-file shirube.env shirube   (PGlite in /data; production refuses to
#   start without SESSION_SECRET, SITE_URL, INVOICE_REGISTRATION_NUMBER, SMTP_URL, ZENGIN_*: README)

# --- build: every dependency (build tools too), compile the servers, build the apps ---------------
# Node 24 LTS: what .ci/run tests besides the machine's Node 20 (several dependencies need Node ≥ 22).
FROM node:24-slim AS build
WORKDIR /app
# The dependency manifests alone first: the `npm ci` layer below is reused until one of them changes.
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-reader/package.json mf-reader/
COPY mf-editor/package.json mf-editor/
COPY mf-commerce/package.json mf-commerce/
COPY mf-seller/package.json mf-seller/
COPY deploy/package.json deploy/
COPY e2e/package.json e2e/
COPY shared/api/package.json shared/api/
COPY shared/build/package.json shared/build/
COPY shared/domain/package.json shared/domain/
COPY shared/i18n/package.json shared/i18n/
COPY shared/server/package.json shared/server/
COPY shared/shell-contract/package.json shared/shell-contract/
COPY shared/testing/package.json shared/testing/
COPY shared/ui/package.json shared/ui/
# Exactly the lockfile. --ignore-scripts: the root postinstall compiles the deploy CLI, whose source is not
# here yet (`npm run build` compiles it below); native packages come as prebuilt platform packages.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# `npm run build`: apps (rsbuild), servers and operator commands (esbuild), the deploy CLI.
RUN npm run build \
 # Build tools (rsbuild, esbuild, tsx, jest …) are devDependencies: gone from the runtime copy.
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf /root/.npm \
 # Only what runs (deploy/runtime-tree.sh): compiled servers and commands, built apps, deploy CLI,
 # migrations, launchers, production packages — no sources, tests or build configs.
 && sh deploy/runtime-tree.sh /app /runtime

# --- runtime: plain node, no build tools, non-root, code read-only ------------------------------
FROM node:24-slim AS runtime
# tini as PID 1: passes SIGTERM on to node (which drains and exits 0) and reaps orphaned children
# (the purchase-mail worker, deploy's smoke checks). `docker run --init` would do the same.
# chromium: publishing a remote (the `publish` service, `npm run serve`) smoke-runs its browser build in
# headless Chromium (deploy/src/smoke-browser.ts, driven by playwright-core, a runtime dependency);
# without one a publish is refused with a line naming this package (issue 41).
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini chromium \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    API_PORT=3001 \
    API_HOST=127.0.0.1 \
    SHIRUBE_SMOKE_CHROMIUM=/usr/bin/chromium
WORKDIR /app
# Owned by root, so the app user can read and run the code but not change it; /data (database, uploads,
# mail files, the release store) is the only place it writes.
COPY --from=build /runtime /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# Default: the whole site in one container (API + shell, each restarted with back-off if it crashes).
# compose.yaml runs the API and the shell server as separate services from this same image instead.
CMD ["node", "scripts/serve.mjs"]
