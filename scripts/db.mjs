// `npm run db:migrate | db:backup [-- file] | db:restore -- <file>`: the compiled database tool
// (api/dist/main-db.js; compiled first when stale and the build tools are installed). PGlite: the tool
// holds the folder's lock, so stop the API first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServers, serverOutputs, serversStale } from './lib/servers.mjs';

const canBuild = await import('esbuild').then(
  () => true,
  () => false,
);
if (canBuild && serversStale()) await buildServers({ log: () => {} });
if (!existsSync(serverOutputs.db)) {
  console.error(`db: ${serverOutputs.db} missing — run \`npm run build\` first`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [serverOutputs.db, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
