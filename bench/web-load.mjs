// Page load under mobile emulation, in Debian's Chromium over CDP.
// Method: a running site (`npm start`, or BASE=http://host:port); for each page, 5 cold runs (a new
// browser context: empty cache) and 5 warm runs (the same context, navigated again), each under
// 100 ms RTT, 10 Mbit/s down, 5 Mbit/s up and 4× CPU slowdown. Per page it prints the median [min–max]
// of FCP, LCP and the time the title and the first text paragraph are in the document, the requests
// and transferred bytes by type, and the longest chain of requests (each started by the previous).
// Floor rows: the same article page served through a local pass-through proxy three ways — as the site
// sends it, with every script removed (our markup and CSS, no JS), and as bare title + first paragraph
// (what the browser costs for that text alone) — so the article's LCP can be read against the browser's
// own floor under the same emulation on the same machine. The top page has its scripts-removed floor row
// too (issue 23 item 1: its markup and CSS alone, against the article's). The proxy gzips what it
// rewrites, as the site compresses its pages.
// Before/after rows for the remote stylesheet (issue 24, commit e327687): a browser-rendered page (the
// editor's draft) through the proxy as sent (a remote's CSS preloaded, added when its area mounts) and
// with that preload turned back into a render-blocking stylesheet (the HTML as sent before e327687,
// otherwise byte for byte), each also with the remote's CSS held 3 s by the proxy (a slow remote).
// "remote CSS before FCP" counts the runs whose every /remotes/ stylesheet had arrived before the first
// paint: on a server-rendered page it must be all of them (it paints styled, no flash of unstyled text).
// Before/after in one run: BEFORE=http://host:port (the site as built at an earlier commit, e.g.
// `node bench/lib/start-site.mjs --port-base 5710` run in a copy of the repository at that commit) adds a
// "[before]" row for every selected page served straight by the site (not the proxy rows). Rounds are
// interleaved — run i of every row, then run i + 1 — so all rows share the machine's load; "LCP ÷
// article" is each row's cold/warm LCP median over the article's (its own side's) in the same run.
// "app ready": when the shell marked <html data-app-ready> (the app has taken the page over: hydrated).
// Run: `node bench/web-load.mjs [--runs 5] [--only RE] [--write]`. Load average is printed with the figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launchChromium, paidArticlePath } from './lib/site.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const before = process.env.BEFORE ?? null;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new RegExp(process.argv[onlyArg + 1]) : null;
/** How long the slow-remote proxies hold each remote stylesheet. */
const HOLD_CSS_MS = 3000;
const network = { offline: false, latency: 100, downloadThroughput: 1_250_000, uploadThroughput: 625_000 };

/** Records paint entries and when the page's title and first paragraph exist, from document start. */
const probe = () => {
  const marks = { fcp: 0, lcp: 0, content: 0, ready: 0 };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') marks.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const check = () => {
    if (marks.content) return;
    const title = document.querySelector('main h1, main h2');
    const text = document.querySelector('main p, main li');
    if (title?.textContent && text?.textContent) marks.content = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  // The shell marks <html data-app-ready> once the app has taken the page over (hydrated or rendered).
  new MutationObserver(() => {
    if (!marks.ready && document.documentElement.hasAttribute('data-app-ready'))
      marks.ready = performance.now();
  }).observe(document, { subtree: true, attributeFilter: ['data-app-ready'] });
};

async function signIn(context, origin) {
  const res = await context.request.post(`${origin}/v1/auth/sign_in`, {
    data: { email: 'sato@example.com', password: 'password123' },
    headers: { 'sec-fetch-site': 'same-origin', origin },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

async function measure(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    const by = e.initiator?.url ?? e.initiator?.stack?.callFrames?.[0]?.url ?? null;
    requests.set(e.requestId, { url: e.request.url, by, type: e.type, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.addInitScript(probe);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  // Paint entries are delivered after the frame is presented: wait for them (a missing one is printed as such).
  await page
    .waitForFunction(() => window.__bench.fcp > 0 && window.__bench.lcp > 0, null, { timeout: 5000 })
    .catch(() => {});
  // Hydration can outlast network idle under the CPU slowdown: wait for the app's mark too.
  await page.waitForFunction(() => window.__bench.ready > 0, null, { timeout: 10_000 }).catch(() => {});
  const m = await page.evaluate(() => ({
    ...window.__bench,
    // Every remote stylesheet had arrived before the first paint (none on the page counts as styled).
    cssBeforeFcp: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/remotes/') && r.name.endsWith('.css'))
      .every((r) => r.responseEnd <= window.__bench.fcp),
  }));
  await page.close();
  return { ...m, requests: [...requests.values()] };
}

function chain(requests) {
  const byUrl = new Map(requests.map((r) => [r.url, r]));
  const depth = (r, seen = new Set()) => {
    if (!r.by || !byUrl.has(r.by) || seen.has(r.url)) return [r.url];
    seen.add(r.url);
    return [...depth(byUrl.get(r.by), seen), r.url];
  };
  return requests.map((r) => depth(r)).sort((a, b) => b.length - a.length)[0] ?? [];
}

const ms = (n) => `${Math.round(n)}`;
/** Median [min–max] of the runs that recorded the value; runs that did not are counted as missing. */
const recorded = (values) => values.filter((v) => v > 0).sort((a, b) => a - b);
function stats(values) {
  const s = recorded(values);
  if (s.length === 0) return 'missing';
  const missing = values.length - s.length;
  return `${ms(s[Math.floor(s.length / 2)])} [${ms(s[0])}–${ms(s[s.length - 1])}]${missing ? ` (${missing} missing)` : ''}`;
}

function byType(requests) {
  const out = {};
  for (const r of requests) {
    const t = (out[r.type] ??= { n: 0, bytes: 0 });
    t.n++;
    t.bytes += r.bytes;
  }
  return Object.entries(out)
    .map(([t, v]) => `${t} ${v.n} / ${(v.bytes / 1024).toFixed(1)} KB`)
    .join(', ');
}

/** Removes every script and script preload: the page as markup and CSS only. */
const withoutScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload)"[^>]*as="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
const textOf = (fragment) => (fragment ?? '').replace(/<[^>]+>/g, '').trim();
/** Title + first paragraph of the article, nothing else: the browser's floor for that text. */
function textOnly(html) {
  const main = html.slice(html.indexOf('<main'));
  const title = textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]);
  const para = textOf(/<p\b[^>]*>([\s\S]*?)<\/p>/.exec(main)?.[1]);
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${para}</p></main></body></html>`;
}

/** The page as the shell sent it before e327687: a remote's CSS preload as a render-blocking stylesheet. */
const blockingCss = (html) =>
  html.replace(/<link rel="preload" as="style" href="([^"]*)" \/>/g, '<link rel="stylesheet" href="$1" />');

/**
 * Pass-through proxy to the site on its own port; `mode` rewrites the article's HTML (same path, so the
 * client router sees the real route): 'site' as sent, 'noscript' without scripts, 'text' title + text.
 * 'noscript' rewrites the top page too: its floor row beside the article's (issue 23 item 1).
 */
async function startFloorProxy(mode, { holdCssMs = 0 } = {}) {
  const agent = new http.Agent({ keepAlive: true });
  const target = new URL(base);
  const server = http.createServer((req, res) => {
    if (holdCssMs && req.url.startsWith('/remotes/') && req.url.endsWith('.css'))
      setTimeout(() => pass(req, res), holdCssMs);
    else pass(req, res);
  });
  const pass = (req, res) => {
    const rewrite =
      mode === 'blocking-css'
        ? (req.headers.accept ?? '').includes('text/html')
        : mode !== 'site' && (req.url === articlePath || (mode === 'noscript' && req.url === '/'));
    const headers = { ...req.headers, host: target.host };
    if (rewrite) headers['accept-encoding'] = 'identity';
    const up = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers, agent },
      (upRes) => {
        if (!rewrite) {
          res.writeHead(upRes.statusCode ?? 502, upRes.headers);
          upRes.pipe(res);
          return;
        }
        let html = '';
        upRes.setEncoding('utf8');
        upRes.on('data', (c) => (html += c));
        upRes.on('end', () => {
          const rewritten = { text: textOnly, 'blocking-css': blockingCss }[mode] ?? withoutScripts;
          // Compressed as the site compresses its pages (gzip when asked): a floor row must not pay for
          // bytes the page as sent does not (the top page's HTML is ~33 KB unpacked without its scripts).
          const body = rewritten(html);
          const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
          res.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
            ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
          });
          res.end(gzip ? gzipSync(body) : body);
        });
      },
    );
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  };
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

const browser = await launchChromium(['--disable-quic', '--no-first-run']);
const articlePath = await paidArticlePath(base);
const proxies = {};
for (const mode of ['site', 'noscript', 'text', 'blocking-css']) proxies[mode] = await startFloorProxy(mode);
proxies.siteSlow = await startFloorProxy('site', { holdCssMs: HOLD_CSS_MS });
proxies.blockingSlow = await startFloorProxy('blocking-css', { holdCssMs: HOLD_CSS_MS });
const pages = [
  ['article', articlePath, false],
  ['top', '/', false],
  ['user', `/u/${articlePath.split('/')[2]}`, false],
  ['search', `/search?q=${encodeURIComponent('副業')}`, false],
  ['draft (editor, signed in)', '/a/draft', true],
  ['article via proxy (floor rows: as sent)', articlePath, false, proxies.site.origin],
  ['article via proxy, scripts removed', articlePath, false, proxies.noscript.origin],
  ['top via proxy, scripts removed', '/', false, proxies.noscript.origin],
  ['article via proxy, title + 1st paragraph only', articlePath, false, proxies.text.origin],
  ['draft via proxy, remote CSS preloaded (as sent)', '/a/draft', true, proxies.site.origin],
  ['draft via proxy, remote CSS blocking (before e327687)', '/a/draft', true, proxies['blocking-css'].origin],
  [
    `draft, remote CSS held ${HOLD_CSS_MS} ms, preloaded (as sent)`,
    '/a/draft',
    true,
    proxies.siteSlow.origin,
  ],
  [
    `draft, remote CSS held ${HOLD_CSS_MS} ms, blocking (before)`,
    '/a/draft',
    true,
    proxies.blockingSlow.origin,
  ],
].filter(([name]) => !only || only.test(name));
if (before) {
  // The demo seed is the same on both sites, so the same paths name the same pages.
  if ((await paidArticlePath(before)) !== articlePath) throw new Error(`${before}: another demo article`);
  for (const [name, url, auth, origin] of [...pages])
    if (!origin) pages.push([`${name} [before]`, url, auth, before]);
}
const lines = [
  `# Page load (${new Date().toISOString()}, ${base})`,
  '',
  `Chromium ${browser.version()}, 100 ms RTT, 10/5 Mbit/s, CPU 4×; ${runs} runs each; ms as median [min–max].`,
  `Load average before: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`,
  '',
  '| page | cache | FCP | LCP | LCP ÷ article | title + text in DOM | app ready | remote CSS before FCP | requests (last run) |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
const details = [];
const results = pages.map(() => ({ cold: [], warm: [] }));
for (let i = 0; i < runs; i++) {
  for (const [k, [, url, auth, origin = base]] of pages.entries()) {
    const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    if (auth) await signIn(context, origin === before ? before : base);
    results[k].cold.push(await measure(context, origin + url));
    results[k].warm.push(await measure(context, origin + url));
    await context.close();
  }
}
const median = (values) => {
  const s = recorded(values);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};
for (const [k, [name, url, , origin = base]] of pages.entries()) {
  const { cold, warm } = results[k];
  const article =
    results[pages.findIndex(([n]) => n === (name.endsWith(' [before]') ? 'article [before]' : 'article'))];
  for (const [label, set] of [
    ['cold', cold],
    ['warm', warm],
  ]) {
    const last = set[set.length - 1];
    const ratio = article ? median(set.map((r) => r.lcp)) / median(article[label].map((r) => r.lcp)) : 0;
    lines.push(
      `| ${name} | ${label} | ${stats(set.map((r) => r.fcp))} | ${stats(set.map((r) => r.lcp))} | ${ratio ? ratio.toFixed(2) : '–'} | ${stats(set.map((r) => r.content))} | ${stats(set.map((r) => r.ready))} | ${set.filter((r) => r.cssBeforeFcp).length}/${set.length} | ${last.requests.length} |`,
    );
  }
  const last = cold[cold.length - 1];
  const longest = chain(last.requests);
  details.push(
    `- ${name} (${url}), cold: ${byType(last.requests)}`,
    `  longest chain (${longest.length}): ${longest.map((u) => u.replace(origin, '')).join(' → ')}`,
  );
}
await browser.close();
for (const p of Object.values(proxies)) p.server.close();
lines.push(
  '',
  ...details,
  '',
  `Load average after: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const report = lines.join('\n');
console.log(report);
if (process.argv.includes('--write')) {
  const out = path.join(repoRoot, 'bench/results', `web-load-${new Date().toISOString().slice(0, 10)}.md`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${report}\n`);
  console.log(`\nwritten: ${path.relative(repoRoot, out)}`);
}
