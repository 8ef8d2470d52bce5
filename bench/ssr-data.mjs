// The API part of each reader page's server render (issue 23: top, user and search pages fell back to
// browser rendering at load 20–30, the article never did). For each page, the calls its loadServerData
// makes (mf-reader/src/*/server.ts), in parallel as it makes them, timed from the caller's side,
// interleaved page by page for `rounds` rounds after 5 warm-up rounds; p50/p95 and JSON bytes. The
// article's meta fetch (shell/server/meta.ts, before the render budget starts) is not counted.
// Run against an API with the demo seed: `node bench/ssr-data.mjs [http://127.0.0.1:PORT] [rounds]`.
// `--site …`: the whole pages through the shell instead (ssr-site.mjs: its own site, micro-cache off/on).
import http from 'node:http';
import os from 'node:os';
if (process.argv.includes('--site')) {
  await import('./ssr-site.mjs');
  process.exit(0);
}
const base = process.argv[2] ?? 'http://127.0.0.1:3001';
const rounds = Number(process.argv[3] ?? 40);
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const get = (path) =>
  new Promise((resolve, reject) => {
    http
      .get(base + path, { agent }, (res) => {
        let n = 0;
        res.on('data', (c) => (n += c.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
const q = encodeURIComponent('副業');
const pages = {
  article: ['/v1/articles/18'],
  top: [
    '/v1/articles',
    '/v1/categories',
    '/v1/advertisements',
    '/v1/articles/recommended',
    '/v1/system_phrases',
  ],
  user: ['/v1/users/tanaka', '/v1/users/tanaka/articles'],
  search: ['/v1/categories', `/v1/articles/search?q=${q}`],
};
const times = Object.fromEntries(Object.keys(pages).map((k) => [k, []]));
const bytes = {};
for (let r = 0; r < rounds + 5; r++) {
  for (const [name, paths] of Object.entries(pages)) {
    const t0 = performance.now();
    const sizes = await Promise.all(paths.map(get));
    if (r >= 5) times[name].push(performance.now() - t0);
    bytes[name] = sizes.reduce((a, b) => a + b, 0);
  }
}
const pct = (s, p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
console.log(
  `load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${rounds} rounds`,
);
for (const [name, t] of Object.entries(times)) {
  t.sort((a, b) => a - b);
  console.log(
    `${name}: ${pages[name].length} calls, ${bytes[name]} B JSON, p50 ${pct(t, 50).toFixed(1)} ms, p95 ${pct(t, 95).toFixed(1)} ms`,
  );
}
agent.destroy();
