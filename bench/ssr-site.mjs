// `node bench/ssr-data.mjs --site [--rounds 10] [--concurrency 1,8,24] [--port-base 5640]`
// Whole reader pages through the shell server under concurrent signed-out visitors (issue 23: top,
// user and search pages fell back to browser rendering under load, the article did not). Its own site
// (lib/start-site.mjs): one API, two shell servers on it — the API micro-cache off (SSR_DATA_CACHE_MS=0)
// and on (default, 3 s) — both with the production render budget (SSR_BUDGET_MS 300). For each
// concurrency C, `rounds` bursts of C simultaneous GETs per page and shell, interleaved (page by page,
// off then on) after 2 warm-up rounds. Per cell: p50/p95 of the whole HTML (send → last byte) and how
// many answers were server-rendered (#root not empty); the shells' own "fell back" log lines are
// counted too. Client, API and shells share the same 2 cores: the load average is printed per level.
//
// `--before <dir>`: builds before vs after instead of cache off vs on, both with the cache on. <dir> is
// a copy of the repository at the "before" commit with its builds (`git archive` + its dist folders +
// node_modules symlinks): its shell server runs from there on the same API, with the remotes
// published from there into a release store of its own. `--cache-ms N`: both shells' micro-cache TTL
// (0: every view a cold one).
//
// `--cpu-views N`: also the shell process's CPU per view (utime + stime from /proc of the process
// listening on the shell's port), N sequential views per page and shell, one view each in turn, after
// the concurrency levels (`--concurrency 0` skips those). Wall times on a shared machine move with
// the load; the CPU a view costs the shell moves much less, and both shells see the same load.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { remotes } from '../scripts/lib/apps.mjs';
import { startChild, stopChild, waitForHttp } from '../scripts/lib/procs.mjs';
import { paidArticlePath } from './lib/site.mjs';
import { startSite } from './lib/start-site.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const rounds = Number(arg('--rounds', 10));
const levels = arg('--concurrency', '1,8,24')
  .split(',')
  .map(Number)
  .filter((c) => c > 0);
const cpuViews = Number(arg('--cpu-views', 0));
const portBase = Number(arg('--port-base', 5640));
const beforeDir = arg('--before', null);
// `--cache-ms N` (with --before): both shells' SSR_DATA_CACHE_MS (0: every render asks the API).
const cacheMs = arg('--cache-ms', null);
const cacheEnv = cacheMs === null ? {} : { SSR_DATA_CACHE_MS: cacheMs };
const variants = beforeDir
  ? [
      ['before', null],
      ['after', cacheEnv],
    ]
  : [
      ['cache off', { SSR_DATA_CACHE_MS: '0' }],
      ['cache on', {}],
    ];
const fellBack = variants.map(() => 0);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const site = await startSite({
  portBase,
  shells: variants.filter(([, env]) => env).map(([, env]) => ({ SSR_BUDGET_MS: '300', ...env })),
  onLine: (name, line) => {
    // Shell i is `shell-<portBase + 1 + i>` (lib/start-site.mjs).
    const i = Number(name.slice('shell-'.length)) - portBase - 1 + (beforeDir ? 1 : 0);
    if (i >= 0 && line.includes('fell back to the browser')) fellBack[i]++;
  },
});
let beforeShell = null;
try {
  if (beforeDir) {
    // The before shell, as lib/start-site.mjs starts one, but from <dir> with <dir>'s remotes.
    const { deploy } = await import(path.join(path.resolve(beforeDir), 'scripts/lib/releases.mjs'));
    const releasesDir = path.join(site.tmpDir, 'releases-before');
    for (const remote of remotes) deploy(releasesDir, ['publish', remote.dir]);
    const port = portBase + 9;
    beforeShell = startChild(
      'shell-before',
      path.join(path.resolve(beforeDir), 'node_modules/.bin/tsx'),
      ['shell/server/main.ts'],
      {
        cwd: path.resolve(beforeDir),
        quiet: true,
        onLine: (line) => line.includes('fell back to the browser') && fellBack[0]++,
        env: {
          PORT: String(port),
          API_URL: site.apiUrl,
          DATA_DIR: path.join(site.tmpDir, 'shell-before'),
          RELEASES_DIR: releasesDir,
          SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789abcdef',
          SITE_URL: `http://127.0.0.1:${port}`,
          LOG_REQUESTS: '0',
          SSR_BUDGET_MS: '300',
          ...cacheEnv,
        },
      },
    );
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/remotes.json`, { child: beforeShell, what: 'shell-before' });
    while ((await fetch(url).then((r) => r.text())).includes('<div id="root"></div>'))
      await new Promise((r) => setTimeout(r, 500));
    site.shells.unshift({ name: 'shell-before', url });
  }
  const article = await paidArticlePath(site.shells[0].url);
  const author = article.split('/')[2];
  const pages = [
    ['article', article],
    ['top', '/'],
    ['user', `/u/${author}`],
    ['search', `/search?q=${encodeURIComponent('副業')}`],
  ];

  /** One signed-out page view: ms to the last byte, and whether the HTML carries the server render. */
  const view = (agent, url) =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      http
        .get(url, { agent, headers: { accept: 'text/html', 'accept-language': 'ja' } }, (res) => {
          let html = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (html += c));
          res.on('end', () =>
            resolve({ ms: performance.now() - t0, ssr: !html.includes('<div id="root"></div>') }),
          );
        })
        .on('error', reject);
    });

  const lines = [
    `# ssr-site — ${new Date().toISOString()} (issue 23: server rendering under concurrency)`,
    '',
    `Own site (PGlite, demo seed, tsx), API + 2 shells (${variants.map(([n]) => n).join(' / ')}) from 127.0.0.1:${portBase}, SSR_BUDGET_MS 300${cacheMs === null ? '' : `, SSR_DATA_CACHE_MS ${cacheMs}`};`,
    `${rounds} bursts per cell after 2 warm-up bursts; 2 cores shared by client, API, shells (and other work).`,
    `Load before: ${load()}`,
    '',
    `| C | page | ${variants.map(([n]) => `${n} p50 / p95 ms | ${n}: server-rendered`).join(' | ')} | p50 ${variants[1][0]}/${variants[0][0]} | p50 vs article (${variants[0][0]} → ${variants[1][0]}) |`,
    '| - | ---- | ---------------------- | -------------------- | --------------------- | ------------------- | ---------- | ------------------------- |',
  ];
  const pct = (s, p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
  for (const c of levels) {
    const agents = variants.map(() => new http.Agent({ keepAlive: true, maxSockets: c }));
    const cells = Object.fromEntries(pages.map(([name]) => [name, variants.map(() => ({ ms: [], ssr: 0 }))]));
    for (let r = 0; r < rounds + 2; r++) {
      for (const [name, url] of pages) {
        for (const [v, shell] of site.shells.entries()) {
          const views = await Promise.all(Array.from({ length: c }, () => view(agents[v], shell.url + url)));
          if (r < 2) continue;
          for (const x of views) {
            cells[name][v].ms.push(x.ms);
            if (x.ssr) cells[name][v].ssr++;
          }
        }
      }
    }
    for (const a of agents) a.destroy();
    const p50 = (name, v) =>
      pct(
        [...cells[name][v].ms].sort((a, b) => a - b),
        50,
      );
    for (const [name] of pages) {
      const [off, on] = cells[name].map((cell) => {
        const s = [...cell.ms].sort((a, b) => a - b);
        return {
          text: `${pct(s, 50).toFixed(0)} / ${pct(s, 95).toFixed(0)}`,
          ssr: `${cell.ssr}/${s.length}`,
        };
      });
      const vsArticle = (v) => (p50(name, v) / p50('article', v)).toFixed(2);
      lines.push(
        `| ${c} | ${name} | ${off.text} | ${off.ssr} | ${on.text} | ${on.ssr} | ${(p50(name, 1) / p50(name, 0)).toFixed(2)}× | ${vsArticle(0)}× → ${vsArticle(1)}× |`,
      );
    }
    lines.push(`| | load after C=${c}: ${load()} | | | | | | |`);
  }
  if (cpuViews > 0) lines.push('', ...(await cpuPerView(pages, view)));
  lines.push(
    '',
    `Shell log "fell back to the browser": ${variants.map(([n], i) => `${n} ${fellBack[i]}`).join(', ')} (all levels, warm-up included).`,
    `Load after: ${load()}`,
  );
  console.log(lines.join('\n'));
} finally {
  await stopChild(beforeShell);
  await site.stop();
}

/** The pid of the process listening on `url`'s port (the shell's node process, below tsx). */
function listenerPid(url) {
  const out = execFileSync('ss', ['-Hltnp', `sport = :${new URL(url).port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${url}`);
  return Number(pid);
}

/** utime + stime of a process, in ms. */
function cpuMs(pid) {
  // Fields after the command name (which is in parentheses and may hold spaces): utime is the 12th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Shell CPU per signed-out view, page by page, one view per shell in turn. */
async function cpuPerView(pages, view) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const pids = site.shells.map((s) => listenerPid(s.url));
  const perView = {};
  for (const [name, url] of pages) {
    const spent = site.shells.map(() => 0);
    const rendered = site.shells.map(() => 0);
    for (let i = 0; i < cpuViews + 5; i++) {
      for (const [v, shell] of site.shells.entries()) {
        const before = cpuMs(pids[v]);
        const { ssr } = await view(agent, shell.url + url);
        if (i < 5) continue;
        spent[v] += cpuMs(pids[v]) - before;
        if (ssr) rendered[v]++;
      }
    }
    perView[name] = { ms: spent.map((ms) => ms / cpuViews), rendered };
  }
  agent.destroy();
  const [b, a] = variants.map(([n]) => n);
  return [
    `Shell CPU per view (${cpuViews} sequential views per page and shell, interleaved; load ${load()}):`,
    '',
    `| page | ${b} ms | ${a} ms | ${a}/${b} | vs article (${b} → ${a}) | server-rendered (${b} / ${a}) |`,
    '| ---- | ------ | ------- | ----------- | ------------------------- | ----------------------------- |',
    ...pages.map(([name]) => {
      const { ms, rendered } = perView[name];
      const vs = (v) => (ms[v] / perView.article.ms[v]).toFixed(2);
      return `| ${name} | ${ms[0].toFixed(1)} | ${ms[1].toFixed(1)} | ${(ms[1] / ms[0]).toFixed(2)}× | ${vs(0)}× → ${vs(1)}× | ${rendered[0]}/${cpuViews} / ${rendered[1]}/${cpuViews} |`;
    }),
  ];
}
