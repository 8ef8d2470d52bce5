// The compiled operator commands behind the root npm scripts — `node scripts/tool.mjs <db|admin|payouts> …`:
//   db       npm run db:migrate | db:backup [-- file] | db:restore -- <file>   (api/dist/main-db.js)
//   admin    npm run admin:create -- --email …                                  (api/dist/main-admin.js)
//   payouts  npm run payouts:monthly                                            (api/dist/payouts-monthly.js)
//   media    npm run media:migrate                                              (api/dist/main-media.js)
// Compiled first when stale and the build tools are installed (a pruned production tree has none: there
// `npm run build` already made them). stdin is passed through (admin:create reads a password from it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServers, serverOutputs, serversStale } from './lib/servers.mjs';

const [tool, ...args] = process.argv.slice(2);
const file = serverOutputs[tool];
if (!['db', 'admin', 'payouts', 'media'].includes(tool)) {
  console.error('usage: node scripts/tool.mjs <db|admin|payouts|media> [args…]');
  process.exit(2);
}
const canBuild = await import('esbuild').then(
  () => true,
  () => false,
);
if (canBuild && serversStale()) await buildServers({ log: () => {} });
if (!existsSync(file)) {
  console.error(`${tool}: ${file} missing — run \`npm run build\` first`);
  process.exit(1);
}
const result = spawnSync(process.execPath, ['--enable-source-maps', file, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
