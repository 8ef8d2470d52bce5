// `npm run build` [-- --force] [-- mf-editor …]: builds the shell and the four remotes with rsbuild, one
// after another, then compiles the API and the shell server to JavaScript (esbuild) and the deploy CLI.
// Each part is skipped when it was built from the same sources (content hash) unless --force.
import { buildAll } from './lib/apps.mjs';
import { buildServers } from './lib/servers.mjs';
import { buildDeployCli } from '../deploy/build.mjs';

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--')).map((a) => a.replace(/_/g, '-'));
const force = args.includes('--force');
try {
  await buildAll({ force, only });
  if (only.length === 0) {
    await buildServers({ force });
    await buildDeployCli({ ifStale: !force });
  }
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
