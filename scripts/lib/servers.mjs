// Compiles the two servers and the operator commands to plain JavaScript with esbuild, so production runs
// them with `node` alone: api/dist/main.js, shell/dist-server/main.js, and api/dist/main-db.js (db:*),
// main-admin.js (admin:create), payouts-monthly.js (payouts:monthly, the cron command). Also
// api/dist/server.cjs: the same API code as a library (`startServer`, `createMailer`) for the API suites'
// compiled mode (API_TEST_SERVER=compiled, api/src/testing/server-under-test.ts) — CommonJS only because
// jest loads it untransformed; bundling, TypeScript compilation and externals are main.js's. The
// workspace packages (@shirube/*, TypeScript sources) are bundled in; every other package stays an
// import resolved from node_modules at run time (native modules, fonts and data files stay where npm
// put them). Skipped when api/dist/.source-hash matches the sources (see sourceHash in apps.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, sourceHash } from './apps.mjs';

export const serverOutputs = {
  api: path.join(repoRoot, 'api/dist/main.js'),
  db: path.join(repoRoot, 'api/dist/main-db.js'),
  admin: path.join(repoRoot, 'api/dist/main-admin.js'),
  payouts: path.join(repoRoot, 'api/dist/payouts-monthly.js'),
  media: path.join(repoRoot, 'api/dist/main-media.js'),
  shell: path.join(repoRoot, 'shell/dist-server/main.js'),
  apiLibrary: path.join(repoRoot, 'api/dist/server.cjs'),
};
const hashFile = path.join(repoRoot, 'api/dist/.source-hash');
/** Everything the outputs are compiled from: a changed byte under these makes them stale. shell/src too:
 *  the shell server bundles the route table, the SSR payload and the session user from it (the e2e and
 *  production run this output, so a route edited there must never run compiled from the old one;
 *  servers.node.test.ts checks every bundled file against this list through the source maps). */
export const serverSourceRoots = () => [
  'api/src',
  'api/package.json',
  'shell/server',
  'shell/src',
  'shell/package.json',
  'shared',
  'package-lock.json',
  'scripts/lib/servers.mjs',
];
/** Not sources: build output and dependencies beside them. Not apps.mjs's list, which also skips any
 *  folder named `server` (not part of a browser bundle) — here shared/server is bundled into both. */
export const serverSkipDirs = new Set(['node_modules', 'dist', 'dist-server', '.data']);

/** Why the servers must be compiled, or null. */
export function serversStale() {
  if (!Object.values(serverOutputs).every((f) => existsSync(f))) return 'not compiled yet';
  const built = existsSync(hashFile) ? readFileSync(hashFile, 'utf8').trim() : '';
  return built === sourceHash(serverSourceRoots(), serverSkipDirs) ? null : 'sources changed';
}

/** Bare imports other than our own workspace packages stay external (resolved from node_modules). */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shirube/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServers({ force = false, log = console.log } = {}) {
  const reason = force ? 'forced' : serversStale();
  if (!reason) {
    log('build: servers up to date');
    return;
  }
  const t0 = Date.now();
  log(`build: servers (${reason}) …`);
  const hash = sourceHash(serverSourceRoots(), serverSkipDirs);
  const { build } = await import('esbuild');
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages],
  };
  await build({
    ...common,
    entryPoints: {
      main: path.join(repoRoot, 'api/src/main.ts'),
      'main-db': path.join(repoRoot, 'api/src/main-db.ts'),
      'main-admin': path.join(repoRoot, 'api/src/main-admin.ts'),
      'main-media': path.join(repoRoot, 'api/src/main-media.ts'),
      'payouts-monthly': path.join(repoRoot, 'api/src/payouts/monthly-command.ts'),
    },
    outdir: path.join(repoRoot, 'api/dist'),
  });
  // The library: the ESM build's `import.meta.url` (migrations folder, createRequire) is the bundle's
  // own file URL here too.
  await build({
    ...common,
    format: 'cjs',
    entryPoints: [path.join(repoRoot, 'api/src/server-library.ts')],
    outfile: serverOutputs.apiLibrary,
    define: { 'import.meta': '__bundleImportMeta' },
    banner: { js: "const __bundleImportMeta = { url: require('node:url').pathToFileURL(__filename).href };" },
  });
  await build({
    ...common,
    entryPoints: [path.join(repoRoot, 'shell/server/main.ts')],
    outfile: serverOutputs.shell,
  });
  mkdirSync(path.dirname(hashFile), { recursive: true });
  writeFileSync(hashFile, `${hash}\n`);
  log(`build: servers done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
