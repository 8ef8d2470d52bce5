#!/bin/sh
# The runtime image's files, copied from a built tree whose node_modules holds production packages
# only (`npm prune --omit=dev` first): `sh deploy/runtime-tree.sh <built tree> <out>`. The Dockerfile's
# runtime stage is exactly <out>; run it on a local pruned copy to see what the image holds (README
# "Docker image"). Only what runs: the compiled servers and operator commands (api/dist, shell/dist-server),
# the built shell and remotes, the deploy CLI, the migrations, the launchers (`npm run serve`, operator
# npm scripts) and the packages they import. No sources, tests, build configs or test tools.
set -eu
src=$(cd "$1" && pwd)
out=$2
mkdir -p "$out"

copy() {
  for p in "$@"; do
    if [ -e "$src/$p" ]; then
      mkdir -p "$out/$(dirname "$p")"
      cp -a "$src/$p" "$out/$p"
    fi
  done
}

copy package.json package-lock.json node_modules scripts/serve.mjs scripts/tool.mjs scripts/lib
copy api/package.json api/dist api/drizzle api/node_modules
copy shell/package.json shell/dist shell/dist-server shell/node_modules
for remote in mf-reader mf-editor mf-commerce mf-seller; do
  copy "$remote/package.json" "$remote/dist" "$remote/node_modules"
done
# deploy/build.mjs --if-stale (run before each publish) compares dist/ with src/: both stay.
copy deploy/package.json deploy/build.mjs deploy/src deploy/dist

# The API as a library for the compiled test mode (the API suites' only: scripts/lib/site.mjs checks
# for the two servers it runs, not for this), and the scripts' tests and type stubs.
rm -f "$out/api/dist/server.cjs" "$out/api/dist/server.cjs.map"
find "$out/scripts" \( -name '*.test.ts' -o -name '*.d.mts' \) -exec rm -f {} +
# Test tools and the Module Federation build toolchain are devDependencies (`npm prune --omit=dev`
# removes them); the shell imports only @module-federation/runtime, and playwright-core is the deploy
# tool's one dependency (its smoke check drives the image's Debian chromium with it).
# scripts/runtime-check.mjs runs this script without Docker and the image's command from its output.
# Links of our workspace packages whose sources are not copied: the servers bundle them.
find "$out/node_modules" -maxdepth 2 -type l ! -exec test -e {} \; -exec rm -f {} +
# Scope folders the prune emptied.
find "$out/node_modules" -mindepth 1 -maxdepth 1 -type d -empty -delete
