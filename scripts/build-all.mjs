// `npm run build` [-- --force] [-- mf-editor …]: builds the shell and the four remotes with rsbuild, one after another,
// skipping an app whose dist/ is newer than its sources (and shared/) unless --force.
import { buildAll } from './lib/apps.mjs';

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--')).map((a) => a.replace(/_/g, '-'));
buildAll({ force: args.includes('--force'), only }).catch((e) => {
  console.error(e.message);
  process.exit(1);
});
