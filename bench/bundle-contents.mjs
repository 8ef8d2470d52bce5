// What each JavaScript file of the article route holds. Method: builds the shell and mf-reader once
// more with source maps (BUNDLE_SOURCEMAP=1, into a temp dir; chunk ids are deterministic, so each
// file of the real build has a twin with the same id), attributes every minified byte to the source
// file its mapping names, groups by npm package or workspace folder, and scales each group's share of
// the raw bytes to the file's gzip -9 size (an estimate: gzip does not compress all code alike).
// The route's files come from a running site (`BASE=http://127.0.0.1:3000`, like bundle-size.mjs);
// without BASE, every JS file of the two apps is listed.
// Run: `npm run build && BASE=… node bench/bundle-contents.mjs [--write]` (`--write` puts the table
// into bench/results/bundle-size-<date>.md, replacing an earlier one of the same day).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { repoRoot } from '../scripts/lib/apps.mjs';
import { routeScripts } from '../scripts/lib/route-js.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const TOP = 8;

function buildWithMaps(app, out) {
  const r = spawnSync(path.join(repoRoot, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: path.join(repoRoot, app),
    env: { ...process.env, BUNDLE_SOURCEMAP: '1', SHIRUBE_DIST_DIR: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`${app}: rsbuild build exited ${r.status}`);
}

/** `node_modules/@scope/pkg/…` → `@scope/pkg`; a workspace file → its package folder (`shell/src/header`). */
function group(source) {
  const s = source.replace(/^webpack:\/\/\/?/, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [a, b] = s.slice(nm + 'node_modules/'.length).split('/');
    return a.startsWith('@') ? `${a}/${b}` : a;
  }
  if (s.startsWith('webpack/')) return '(bundler runtime)';
  const rel = path.relative(repoRoot, path.resolve(repoRoot, s.replace(/^(\.\.\/)+/, '/')));
  const inRepo = rel.startsWith('..') ? s.replace(/^(\.\.\/)+/, '') : rel;
  const parts = inRepo.split('/');
  return parts.slice(0, parts[1] === 'src' ? 3 : 2).join('/');
}

/** Raw bytes of `file` per group (from its .map). */
function contents(file) {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  const sizes = new Map();
  let mapped = 0;
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const end =
      next && next.generatedLine === m.generatedLine
        ? next.generatedColumn
        : lines[m.generatedLine - 1].length;
    const key = m.source ? group(m.source) : '(bundler glue)';
    sizes.set(key, (sizes.get(key) ?? 0) + end - m.generatedColumn);
    mapped += end - m.generatedColumn;
  }
  sizes.set('(bundler glue)', (sizes.get('(bundler glue)') ?? 0) + code.length - mapped);
  return { raw: code.length, gz: gzipSync(code, { level: 9 }).length, sizes };
}

const jsFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join(dir, f))
    : [];

const tmp = mkdtempSync(path.join(tmpdir(), 'bundle-contents-'));
try {
  const builds = { shell: path.join(tmp, 'shell'), 'mf-reader': path.join(tmp, 'mf-reader') };
  for (const [app, out] of Object.entries(builds)) buildWithMaps(app, out);
  // A file of the real build → its twin: same app, same folder, same chunk id (the part before the hash).
  const twin = (urlPath) => {
    const reader = /^\/remotes\/mf_reader\/[^/]+\/(.*)$/.exec(urlPath);
    const [root, rel] = reader ? [builds['mf-reader'], reader[1]] : [builds.shell, urlPath.slice(1)];
    const id = path.basename(rel).replace(/\.[0-9a-f]+\.js$/, '');
    const dir = path.join(root, path.dirname(rel));
    const match = readdirSync(dir).find((f) => f.endsWith('.js') && f.replace(/\.[0-9a-f]+\.js$/, '') === id);
    return match ? path.join(dir, match) : null;
  };
  let files;
  let title;
  if (process.env.BASE) {
    const { launchChromium, paidArticlePath } = await import('./lib/site.mjs');
    const browser = await launchChromium();
    const url = await paidArticlePath(process.env.BASE);
    const scripts = await routeScripts(await (await browser.newContext()).newPage(), process.env.BASE + url);
    await browser.close();
    files = scripts.map((s) => ({ label: s.url, file: twin(s.url), gz: s.gz }));
    title = `What each JS file of the article route (${url}) holds`;
  } else {
    files = Object.values(builds).flatMap((dir) =>
      jsFiles(path.join(dir, 'static/js')).map((file) => ({ label: path.relative(tmp, file), file })),
    );
    title = 'What each JS file of the shell and mf-reader holds';
  }
  const rows = [];
  for (const { label, file, gz } of files) {
    if (!file) {
      rows.push(`| ${path.basename(label)} | ${gz ? kb(gz) : ''} | (no twin in the source-mapped build) |`);
      continue;
    }
    const c = contents(file);
    const size = gz ?? c.gz;
    const parts = [...c.sizes]
      .sort((a, b) => b[1] - a[1])
      .filter(([, n]) => (n / c.raw) * size >= 100)
      .slice(0, TOP)
      .map(([k, n]) => `${k} ${kb((n / c.raw) * size)}`);
    rows.push(`| ${path.basename(label)} | ${kb(size)} | ${parts.join(', ')} |`);
  }
  const report = [
    `## ${title}`,
    '',
    'Per file its gzip size and the groups in it (npm package, or workspace folder), largest first, each',
    'its share of the raw bytes scaled to the gzip size (bench/bundle-contents.mjs; ≥ 0.1 KB, top 8).',
    '',
    '| file | gz | holds (≈ gz) |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
  console.log(report);
  if (process.argv.includes('--write')) {
    const out = path.join(
      repoRoot,
      'bench/results',
      `bundle-size-${new Date().toISOString().slice(0, 10)}.md`,
    );
    const before = existsSync(out) ? readFileSync(out, 'utf8') : '';
    const at = before.indexOf(`## ${title.split(' (')[0]}`);
    const kept = (at >= 0 ? before.slice(0, at) : before).trimEnd();
    writeFileSync(out, `${kept ? `${kept}\n\n` : ''}${report}\n`);
    console.log(`\nwritten: ${path.relative(repoRoot, out)}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
