// `npm run serve`: the production run on one machine — the compiled servers (`npm run build` first)
// under plain node with NODE_ENV=production, no build tools, never demo data; each server restarted
// with back-off if it crashes. Every line is one JSON object: the servers' own (pino) are passed through
// unprefixed, and this supervisor's lines (published remotes, restarts, the address) are JSON too.
// SIGTERM drains both servers and exits 0. Several machines: run `node api/dist/main.js` and
// `node shell/dist-server/main.js` under your process manager instead (README, Dockerfile).
import { format } from 'node:util';
import { runSite } from './lib/site.mjs';

for (const [method, level] of [
  ['log', 'info'],
  ['info', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
])
  console[method] = (...args) =>
    process.stdout.write(
      `${JSON.stringify({ level, time: new Date().toISOString(), service: 'serve', pid: process.pid, msg: format(...args) })}\n`,
    );

await runSite({
  mode: 'serve',
  onReady: ({ port }) => console.log(`serve: http://localhost:${port} (NODE_ENV=production)`),
}).catch((e) => {
  console.error(`serve: ${e.message}`);
  process.exit(1);
});
