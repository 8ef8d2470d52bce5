// Bundle sizes after `npm run build`: per app, gzip bytes of all JS / CSS, of the remote entry, and of
// the shell's initial HTML-referenced scripts. Method: read every file under <app>/dist/static, gzip -9
// in memory (node:zlib). Prints a Markdown table; `--write` also saves it to
// bench/results/bundle-size-<date>.md. Run: `npm run build && node bench/bundle-size.mjs [--write]`.
// With a running site (`BASE=http://127.0.0.1:3000`, e.g. `npm start`), also the JS a reader's
// article page and the top page really download (Chromium, empty cache, until network idle), per file.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apps, repoRoot } from '../scripts/lib/apps.mjs';
import { routeScripts, totalGz } from '../scripts/lib/route-js.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function files(dir) {
  try {
    return readdirSync(dir, { recursive: true })
      .map((f) => path.join(dir, f))
      .filter((f) => statSync(f).isFile());
  } catch {
    return [];
  }
}

const rows = [];
for (const app of apps) {
  const dist = path.join(repoRoot, app.dir, 'dist');
  const all = files(path.join(dist, 'static'));
  if (all.length === 0) {
    rows.push(`| ${app.dir} | not built | | | |`);
    continue;
  }
  const sum = (list) => list.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  const js = all.filter((f) => f.endsWith('.js'));
  const css = all.filter((f) => f.endsWith('.css'));
  // Remote entry: the file named after the MF name; shell: the scripts index.html loads first.
  const html = app.mfName ? '' : readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = app.mfName
    ? js.filter((f) => path.basename(f).startsWith(`${app.mfName}.`))
    : js.filter((f) => html.includes(path.relative(dist, f)));
  rows.push(`| ${app.dir} | ${js.length} | ${kb(sum(js))} | ${kb(sum(css))} | ${kb(sum(entry))} |`);
}

const perRoute = [];
if (process.env.BASE) {
  const { launchChromium, paidArticlePath } = await import('./lib/site.mjs');
  const browser = await launchChromium();
  for (const [name, url] of [
    ['article', await paidArticlePath(process.env.BASE)],
    ['top', '/'],
  ]) {
    const page = await (await browser.newContext()).newPage();
    const scripts = await routeScripts(page, process.env.BASE + url);
    perRoute.push(
      '',
      `## JS the ${name} route downloads (${url}): ${kb(totalGz(scripts))} gz in ${scripts.length} files (target for the article route: ≤ 150 KB)`,
      '',
      '| file | gz |',
      '| --- | --- |',
      ...scripts.map((s) => `| ${s.url} | ${kb(s.gz)} |`),
    );
  }
  await browser.close();
}

const report = [
  `# Bundle sizes (${new Date().toISOString().slice(0, 10)}, gzip -9, node ${process.version})`,
  '',
  '| app | JS files | JS gz (all) | CSS gz | entry gz (remoteEntry / shell initial) |',
  '| --- | --- | --- | --- | --- |',
  ...rows,
  '',
  'All JS includes lazy chunks and shared singletons each app can provide; a browser loads only what a',
  'route needs, and a shared singleton once.',
  ...perRoute,
].join('\n');
console.log(report);
if (process.argv.includes('--write')) {
  const out = path.join(repoRoot, 'bench/results', `bundle-size-${new Date().toISOString().slice(0, 10)}.md`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${report}\n`);
  console.log(`\nwritten: ${path.relative(repoRoot, out)}`);
}
