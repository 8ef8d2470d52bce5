/**
 * The browser smoke check's child process (compiled to dist/smoke-browser.cjs): serves the live
 * shell's browser build and the stored release on 127.0.0.1 (an OS-chosen port, paths as the shell
 * server has them), opens the shell's page and runs smoke-harness.ts in it — in headless Chromium
 * when one is installed, else in jsdom (a DOM implementation; it runs the same code but is no
 * browser engine, so the result says which). Prints one JSON line: {ok, dom} or {ok: false, dom, error}.
 *
 *   node smoke-browser.cjs <versionDir> <remote> <shellDist>
 */
/* eslint-disable @typescript-eslint/no-require-imports -- optional engines, resolved at run time */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { harness } from './smoke-harness';
import { signedOutShell } from './smoke-shell';
import type { Manifest } from './manifest';

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

/** A Chromium to run: $SHIRUBE_SMOKE_CHROMIUM, Playwright's own download, or the system's;
 *  SHIRUBE_SMOKE_DOM=jsdom runs the DOM implementation even so. */
function chromiumPath(): string | null {
  if (process.env.SHIRUBE_SMOKE_DOM === 'jsdom') return null;
  let bundled: string | undefined;
  try {
    bundled = (require('playwright-core') as typeof import('playwright-core')).chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  const candidates = [
    process.env.SHIRUBE_SMOKE_CHROMIUM,
    bundled,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((p): p is string => Boolean(p && existsSync(p))) ?? null;
}

const call = (exposes: string[], remote: string) =>
  `(${String(harness)})(${JSON.stringify(remote)}, ${JSON.stringify(exposes)}, (${String(signedOutShell)})())`;

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
  const { JSDOM, VirtualConsole } = require('jsdom') as typeof import('jsdom');
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

async function main(versionDir: string, remote: string, shellDist: string): Promise<'chromium' | 'jsdom'> {
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
  const code = call(exposes, remote);
  const server = await serve(target);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__smoke`;
  try {
    const chromium = chromiumPath();
    if (chromium) await inChromium(chromium, url, code);
    else await inJsdom(url, code);
    return chromium ? 'chromium' : 'jsdom';
  } finally {
    server.close();
  }
}

const [versionDir, remote, shellDist] = process.argv.slice(2).map((a, i) => (i === 1 ? a : path.resolve(a)));
const dom = chromiumPath() ? 'chromium' : 'jsdom';
main(versionDir, remote, shellDist).then(
  () => {
    process.stdout.write(`${JSON.stringify({ ok: true, dom })}\n`);
    process.exit(0);
  },
  (e: unknown) => {
    const message = ((e as Error)?.message ?? String(e)).split('\n')[0];
    process.stdout.write(`${JSON.stringify({ ok: false, dom, error: message })}\n`);
    process.exit(0);
  },
);
