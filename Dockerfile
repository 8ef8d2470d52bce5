# syntax=docker/dockerfile:1
# しるべ in one image: the compiled API (node api/dist/main.js), the compiled shell server
# (node shell/dist-server/main.js), the built shell and the four remotes, and the deploy CLI that
# publishes the remotes into the release store. deploy/compose.yaml runs it with PostgreSQL.
#   docker build -t shirube .
#   docker run --rm -p 3000:3000 -e SESSION_SECRET=… shirube   (PGlite in /data; demo off in production)

# --- build: every dependency (build tools too), compile the servers, build the apps ---------------
FROM node:20-slim AS build
WORKDIR /app
COPY . .
# postinstall compiles the deploy CLI; the rest is `npm run build` (apps, servers, CLI). `npm install`,
# not `npm ci`: the committed lockfile lacks the other platforms' optional binaries (@swc/core-*), which
# `npm ci` refuses; install keeps the locked versions of everything else (as .ci/run does).
RUN npm install --no-audit --no-fund \
 && npm run build \
 # Build tools (rsbuild, esbuild, tsx, jest …) are devDependencies: gone from the runtime copy.
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf /root/.npm

# --- runtime: plain node, no build tools, non-root ----------------------------------------------
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    API_PORT=3001 \
    API_HOST=127.0.0.1
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Default: the whole site in one container (API + shell, each restarted with back-off if it crashes).
# compose.yaml runs the API and the shell server as separate services from this same image instead.
CMD ["node", "scripts/serve.mjs"]
