// `npm run serve`: the production run on one machine — the compiled servers (`npm run build` first)
// under plain node with NODE_ENV=production, no build tools, no demo data unless SEED_DEMO=1; each
// server restarted with back-off if it crashes. Several machines: run `node api/dist/main.js` and
// `node shell/dist-server/main.js` under your process manager instead (README, Dockerfile).
import { runSite } from './lib/site.mjs';

await runSite({
  mode: 'serve',
  onReady: ({ port }) => console.log(`serve: http://localhost:${port} (NODE_ENV=production)`),
}).catch((e) => {
  console.error(`serve: ${e.message}`);
  process.exit(1);
});
