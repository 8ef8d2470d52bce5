/**
 * The browser smoke check's child process (compiled to dist/smoke-browser.cjs): serves the live
 * shell's browser build and the stored release on 127.0.0.1 (an OS-chosen port, paths as the shell
 * server has them), opens the shell's page and runs smoke-harness.ts in it — in headless Chromium
 * (`smokeEngine`: none found is the check's failure, naming what to install), or in jsdom when
 * SHIRUBE_SMOKE_DOM=jsdom asks for it (a DOM implementation, no browser engine: the result says which).
 * Prints one JSON line: {ok, dom} or {ok: false, dom, error}.
 *
 *   node smoke-browser.cjs <versionDir> <remote> <shellDist>
 */
/* eslint-disable @typescript-eslint/no-require-imports -- optional engines, resolved at run time */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { harness } from './smoke-harness';
import { signedOutShell } from './smoke-shell';
import { sharedFallbackFiles, type Manifest } from './manifest';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.cjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

interface Target {
  versionDir: string;
  remote: string;
  version: string;
  shellDist: string;
  entry: string;
}

function page(t: Target): string {
  const template = readFileSync(path.join(t.shellDist, 'index.html'), 'utf8');
  // The shell starts as for a signed-out visitor with no live remotes (the harness registers this one).
  const payload = JSON.stringify({ session: { status: 'signedOut' }, remotes: {}, serverState: null });
  const meta = `<meta name="shirube-smoke-entry" content="/remotes/${t.remote}/${encodeURIComponent(t.version)}/${t.entry}" />`;
  return template
    .replace('<!--shirube-head-->', meta)
    .replace(
      '<div id="root"></div>',
      `<div id="root"></div><script id="shirube-page" type="application/json">${payload}</script>`,
    );
}

function serve(t: Target): Promise<Server> {
  const prefix = `/remotes/${t.remote}/${encodeURIComponent(t.version)}/`;
  const html = page(t);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://smoke.invalid');
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (/^\/(api|v1)\//.test(url.pathname))
      return send(401, 'application/json', '{"_tag":"UnauthorizedError","message":"signed out"}');
    if (url.pathname === '/remotes.json') return send(200, 'application/json', '{}');
    if (url.pathname === '/__smoke') return send(200, TYPES['.html'], html);
    const [root, rel] = url.pathname.startsWith(prefix)
      ? [t.versionDir, decodeURIComponent(url.pathname.slice(prefix.length))]
      : [t.shellDist, decodeURIComponent(url.pathname.slice(1))];
    const file = path.resolve(root, rel);
    if (!file.startsWith(root + path.sep)) return send(404, 'text/plain', 'not found');
    readFile(file).then(
      (body) => send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', body),
      () => send(404, 'text/plain', 'not found'),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Where the smoke check looks for a browser, in order (the first that exists runs): Debian's headless
 *  shell first (package chromium-headless-shell: the same Blink and V8 without the browser around them,
 *  what Playwright runs headless; about half the full browser's CPU for the same pages), then the browser. */
const CHROMIUM_PLACES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/**
 * The engine of the browser run (issue 41): $SHIRUBE_SMOKE_CHROMIUM, Playwright's own download, or the
 * system's Chromium (the image installs Debian's `chromium`). SHIRUBE_SMOKE_DOM=jsdom asks for jsdom
 * instead (a devDependency: for a developer without Chromium, never in the image). No browser found is
 * an error naming what to install — a publish is never checked in less than it asked for.
 */
export function smokeEngine(
  env: NodeJS.ProcessEnv,
  exists: (file: string) => boolean,
  bundled: () => string | undefined,
): { dom: 'chromium'; executablePath: string } | { dom: 'jsdom' } {
  if (env.SHIRUBE_SMOKE_DOM === 'jsdom') return { dom: 'jsdom' };
  if (env.SHIRUBE_SMOKE_CHROMIUM) {
    if (exists(env.SHIRUBE_SMOKE_CHROMIUM))
      return { dom: 'chromium', executablePath: env.SHIRUBE_SMOKE_CHROMIUM };
    throw new Error(`SHIRUBE_SMOKE_CHROMIUM=${env.SHIRUBE_SMOKE_CHROMIUM} does not exist`);
  }
  const found = [bundled(), ...CHROMIUM_PLACES].find((p): p is string => Boolean(p && exists(p)));
  if (found) return { dom: 'chromium', executablePath: found };
  throw new Error(
    `no Chromium for the browser smoke check (looked in ${CHROMIUM_PLACES.join(', ')}): install Debian's chromium package (apt-get install chromium) or set SHIRUBE_SMOKE_CHROMIUM to a Chromium binary`,
  );
}

const playwrightChromium = () => {
  try {
    return (require('playwright-core') as typeof import('playwright-core')).chromium.executablePath();
  } catch {
    return undefined;
  }
};

/** A chunk of the browser build: its file (as the store has it) and the chunk ids it registers. */
export interface EmittedChunk {
  file: string;
  ids: (string | number)[];
}

/**
 * Every async chunk the browser build emitted (static/js/async/*.js), read from the files themselves
 * (`(self.chunk_<name>=…).push([[ids],{modules}])`): the harness loads each one, so a chunk only an
 * author, a seller or a buyer reaches is run before the version can go live (issue 39 item 10).
 * Not the manifest's shared fallbacks (`skip`): run outside the share scope that loads them, their
 * modules require ones only that scope installs ("a[e] is not a function" on a sound build).
 */
export function emittedChunks(
  versionDir: string,
  skip: Set<string> = new Set(),
): { global: string | null; chunks: EmittedChunk[] } {
  const dir = path.join(versionDir, 'static/js/async');
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .sort();
  } catch {
    return { global: null, chunks: [] };
  }
  let global: string | null = null;
  const chunks: EmittedChunk[] = [];
  for (const name of names) {
    const head = readFileSync(path.join(dir, name), 'utf8').slice(0, 4096);
    const m = /\(self(?:\.([\w$]+)|\[["']([^"']+)["']\])=[^)]*\)\.push\(\[(\[[^\]]*\])/.exec(head);
    if (!m) continue;
    global ??= m[1] ?? m[2] ?? null;
    if (skip.has(`static/js/async/${name}`)) continue;
    chunks.push({ file: `static/js/async/${name}`, ids: JSON.parse(m[3]!) as (string | number)[] });
  }
  return { global, chunks };
}

const call = (exposes: string[], remote: string, emitted: ReturnType<typeof emittedChunks>) =>
  `(${String(harness)})(${JSON.stringify(remote)}, ${JSON.stringify(exposes)}, (${String(signedOutShell)})(), ${JSON.stringify(emitted)})`;

async function inChromium(executablePath: string, url: string, code: string): Promise<void> {
  const { chromium } = require('playwright-core') as typeof import('playwright-core');
  const browser = await chromium.launch({ executablePath, headless: true });
  try {
    const tab = await browser.newPage();
    if (process.env.SHIRUBE_SMOKE_DEBUG) {
      tab.on('console', (m) => console.error(`[page] ${m.type()} ${m.text()}`));
      tab.on('pageerror', (e) => console.error(`[page] error ${e.message}`));
      tab.on('response', (r) => r.status() >= 400 && console.error(`[page] ${r.status()} ${r.url()}`));
    }
    await tab.goto(url, { waitUntil: 'load' });
    await tab.evaluate(code);
  } finally {
    await browser.close();
  }
}

async function inJsdom(url: string, code: string): Promise<void> {
  let jsdom: typeof import('jsdom');
  try {
    jsdom = require('jsdom') as typeof import('jsdom');
  } catch {
    throw new Error(
      'SHIRUBE_SMOKE_DOM=jsdom needs the jsdom package (a devDependency, absent from a production install): install Chromium instead',
    );
  }
  const { JSDOM, VirtualConsole } = jsdom;
  // The shell's own console noise (no API behind it) is not the remote's failure.
  const dom = await JSDOM.fromURL(url, {
    runScripts: 'dangerously',
    resources: 'usable',
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
    // What browsers have and jsdom lacks, from node (the code under test expects a browser).
    beforeParse(window) {
      const w = window as unknown as Record<string, unknown>;
      w.TextEncoder ??= TextEncoder;
      w.TextDecoder ??= TextDecoder;
      w.fetch ??= (input: string | URL, init?: RequestInit) =>
        fetch(new URL(String(input), window.location.href), init);
    },
  });
  try {
    await new Promise((resolve) => dom.window.addEventListener('load', resolve));
    await (dom.window.eval(code) as Promise<unknown>);
  } finally {
    dom.window.close();
  }
}

async function main(
  versionDir: string,
  remote: string,
  shellDist: string,
  engine: ReturnType<typeof smokeEngine>,
): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(versionDir, 'mf-manifest.json'), 'utf8')) as Manifest;
  const release = JSON.parse(readFileSync(path.join(versionDir, 'release.json'), 'utf8')) as {
    version: string;
  };
  const e = manifest.metaData?.remoteEntry;
  const target: Target = {
    versionDir,
    remote,
    version: release.version,
    shellDist,
    entry: path.posix.join(e?.path ?? '', e?.name ?? ''),
  };
  const exposes = (manifest.exposes ?? []).map((x) => x.name ?? '').filter(Boolean);
  const code = call(exposes, remote, emittedChunks(versionDir, sharedFallbackFiles(manifest)));
  const server = await serve(target);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__smoke`;
  try {
    if (engine.dom === 'chromium') await inChromium(engine.executablePath, url, code);
    else await inJsdom(url, code);
  } finally {
    server.close();
  }
}

const result = (line: object) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
  process.exit(0);
};

if (require.main === module) {
  const [versionDir, remote, shellDist] = process.argv
    .slice(2)
    .map((a, i) => (i === 1 ? a : path.resolve(a)));
  let engine: ReturnType<typeof smokeEngine> | null = null;
  try {
    engine = smokeEngine(process.env, existsSync, playwrightChromium);
  } catch (error) {
    result({ ok: false, error: (error as Error).message });
  }
  if (engine)
    main(versionDir!, remote!, shellDist!, engine).then(
      () => result({ ok: true, dom: engine.dom }),
      (e: unknown) => {
        const message = ((e as Error)?.message ?? String(e)).split('\n')[0];
        result({ ok: false, dom: engine.dom, error: message });
      },
    );
}
