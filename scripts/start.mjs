// `npm start`: build what is stale (browser apps and the compiled servers; a content hash decides, so a
// second start builds nothing), then run the whole site with demo data (scripts/lib/site.mjs) and print
// the address and the demo logins. `--dev` (`npm run dev`): servers under `tsx watch`, browser apps
// rebuilt and republished on save.
import { buildAll } from './lib/apps.mjs';
import { watchAndRebuild } from './lib/dev.mjs';
import { buildServers } from './lib/servers.mjs';
import { runSite } from './lib/site.mjs';

const dev = process.argv.includes('--dev');

// The API prints the demo logins while seeding; keep those lines to repeat them under the banner.
const demoLines = [];
let inDemoBlock = 0;
function noteApiLine(line) {
  if (line.startsWith('{')) return; // request log
  if (/demo|デモ/i.test(line)) inDemoBlock = 12;
  else if (inDemoBlock > 0) inDemoBlock--;
  if (inDemoBlock > 0 && /@|demo|デモ|password|パスワード/i.test(line)) demoLines.push(line);
}

try {
  await buildAll({ log: (m) => console.log(m) });
  if (!dev) await buildServers();
} catch (e) {
  console.error(`start: ${e.message}`);
  process.exit(1);
}
await runSite({
  mode: dev ? 'dev' : 'start',
  onApiLine: noteApiLine,
  onReady: ({ port, releasesDir }) => {
    console.log(`\nhttp://localhost:${port} で起動しました`);
    if (demoLines.length) console.log(demoLines.join('\n'));
    console.log('(Ctrl-C で停止)\n');
    if (dev) watchAndRebuild(releasesDir);
  },
}).catch((e) => {
  console.error(`start: ${e.message}`);
  process.exit(1);
});
