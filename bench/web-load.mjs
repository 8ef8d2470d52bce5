// Page load under mobile emulation, in Debian's Chromium over CDP.
// Method: a running site (`npm start`, or BASE=http://host:port); for each page, 5 cold runs (a new
// browser context: empty cache) and 5 warm runs (the same context, navigated again), each under
// 100 ms RTT, 10 Mbit/s down, 5 Mbit/s up and 4× CPU slowdown. Per page it prints the median [min–max]
// of FCP, LCP and the time the title and the first text paragraph are in the document, the requests
// and transferred bytes by type, and the longest chain of requests (each started by the previous).
// Run: `node bench/web-load.mjs [--runs 5] [--write]`. Load average is printed with the figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const network = { offline: false, latency: 100, downloadThroughput: 1_250_000, uploadThroughput: 625_000 };

/** Records paint entries and when the page's title and first paragraph exist, from document start. */
const probe = () => {
  const marks = { lcp: 0, content: 0 };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (marks.content) return;
    const title = document.querySelector('main h1, main h2');
    const text = document.querySelector('main p, main li');
    if (title?.textContent && text?.textContent) marks.content = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

async function pickArticle() {
  const res = await fetch(`${base}/v1/articles`);
  const { data } = await res.json();
  const paid = data.find((a) => a.price > 0) ?? data[0];
  return `/u/${paid.user.account}/a/${paid.id}`;
}

async function signIn(context) {
  const res = await context.request.post(`${base}/v1/auth/sign_in`, {
    data: { email: 'sato@example.com', password: 'password123' },
    headers: { 'sec-fetch-site': 'same-origin', origin: base },
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
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const m = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    ...window.__bench,
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
function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  return `${ms(s[Math.floor(s.length / 2)])} [${ms(s[0])}–${ms(s[s.length - 1])}]`;
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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const pages = [
  ['article', await pickArticle(), false],
  ['top', '/', false],
  ['draft (editor, signed in)', '/a/draft', true],
];
const lines = [
  `# Page load (${new Date().toISOString()}, ${base})`,
  '',
  `Chromium ${browser.version()}, 100 ms RTT, 10/5 Mbit/s, CPU 4×; ${runs} runs each; ms as median [min–max].`,
  `Load average before: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (${os.cpus().length} cores)`,
  '',
  '| page | cache | FCP | LCP | title + text in DOM | requests (last run) |',
  '| --- | --- | --- | --- | --- | --- |',
];
const details = [];
for (const [name, url, auth] of pages) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    if (auth) await signIn(context);
    cold.push(await measure(context, url));
    warm.push(await measure(context, url));
    await context.close();
  }
  for (const [label, set] of [
    ['cold', cold],
    ['warm', warm],
  ]) {
    const last = set[set.length - 1];
    lines.push(
      `| ${name} | ${label} | ${stats(set.map((r) => r.fcp))} | ${stats(set.map((r) => r.lcp))} | ${stats(set.map((r) => r.content))} | ${last.requests.length} |`,
    );
  }
  const last = cold[cold.length - 1];
  const longest = chain(last.requests);
  details.push(
    `- ${name} (${url}), cold: ${byType(last.requests)}`,
    `  longest chain (${longest.length}): ${longest.map((u) => u.replace(base, '')).join(' → ')}`,
  );
}
await browser.close();
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
