// Render work of a page's first load, in Debian's Chromium over CDP (issue 23 item 1: why the top page
// paints later than the article when both are server-rendered and neither waits for script).
// Method: a running site (BASE=http://host:port, default the article found on it and the top page); for
// each page, N runs interleaved (run i of every page, then run i + 1), each in a new browser context (a
// new renderer process: nothing laid out or shaped before) under 4× CPU slowdown and no network
// emulation. After the load event it reads the renderer's own counters (Performance.getMetrics):
// RecalcStyleDuration + LayoutDuration, LayoutCount. Then it loads the same page again in the same
// renderer (fonts opened, text shaped once already) and reads them again: the difference between the two
// rows is the one-time cost of a fresh renderer, the second row what the page itself costs to lay out.
// Optional CSS variants (--variant name='css'): the page's HTML is fetched by the bench and its CSS rule
// added before </head> (the page's content-security-policy header dropped so the rule applies), each
// against a "same" row fetched the same way with an empty rule — compare a variant with "same", never
// with the plain rows. Run: `node bench/render-work.mjs [--runs 9] [--variant name='css' ...]`.
// Load average is printed with the figures.
import os from 'node:os';
import { launchChromium, paidArticlePath } from './lib/site.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('--runs', '9'));
const variants = process.argv
  .flatMap((a, i) => (process.argv[i - 1] === '--variant' ? [a] : []))
  .map((v) => [v.slice(0, v.indexOf('=')), v.slice(v.indexOf('=') + 1)]);
if (variants.some(([name, css]) => !name || !css)) throw new Error("--variant needs name='css'");
if (variants.length) variants.unshift(['same', '/**/']);

const pages = [
  ['article', await paidArticlePath(base)],
  ['top', '/'],
];
const rows = pages.flatMap(([page, url]) => [
  { name: page, url, css: null },
  ...variants.map(([v, css]) => ({ name: `${page}, ${v}`, url, css })),
]);

async function measure(browser, { url, css }) {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  if (css)
    await page.route(base + url, async (route) => {
      const res = await route.fetch();
      const headers = { ...res.headers() };
      delete headers['content-security-policy'];
      const body = (await res.text()).replace('</head>', `<style>${css}</style></head>`);
      await route.fulfill({ response: res, body, headers });
    });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  const load = async () => {
    await page.goto(base + url, { waitUntil: 'load' });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (n) => metrics.find((m) => m.name === n)?.value ?? 0;
    return { work: (get('RecalcStyleDuration') + get('LayoutDuration')) * 1000, layouts: get('LayoutCount') };
  };
  const first = await load();
  const again = await load();
  await context.close();
  return { first, again };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const loadBefore = load();
const browser = await launchChromium(['--no-first-run']);
const version = browser.version();
const results = rows.map(() => []);
for (let i = 0; i < runs; i++)
  for (const [k, row] of rows.entries()) results[k].push(await measure(browser, row));
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) =>
  `${Math.round(median(values))} [${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}]`;
const articleFirst = median(results[0].map((r) => r.first.work));
const lines = [
  `# Render work of a first load (${new Date().toISOString()}, ${base})`,
  '',
  `Chromium ${version}, CPU 4×, no network emulation; ${runs} runs each, interleaved; ms as median [min–max].`,
  `Load average before: ${loadBefore} (${os.cpus().length} cores)`,
  '',
  '| page | style + layout, new renderer | ÷ article | layouts | style + layout, same renderer again |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((row, k) => {
    const set = results[k];
    const first = set.map((r) => r.first.work);
    return `| ${row.name} (${row.url}) | ${range(first)} | ${(median(first) / articleFirst).toFixed(2)} | ${median(set.map((r) => r.first.layouts))} | ${range(set.map((r) => r.again.work))} |`;
  }),
  '',
  `Load average after: ${load()}`,
];
console.log(lines.join('\n'));
