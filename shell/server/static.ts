import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

interface NegotiatorV1 {
  encodings(available: string[], options: { preferred: string[] }): string[];
}

const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

async function sizeOf(file: string): Promise<number | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

/**
 * A static file, in the best encoding the client accepts among those written at build time
 * (`file.br`, `file.gz` — see shared/build after-build.ts); identity otherwise.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
): Promise<void> {
  // On equal q (browsers send "gzip, deflate, br"), brotli: smaller for the same file. (negotiator 1.x
  // takes `preferred`; its @types still describe 0.6.)
  const negotiator = new Negotiator(req) as unknown as NegotiatorV1;
  const accepted = negotiator.encodings(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  let body = file;
  let encoding: string | null = null;
  let size: number | null = null;
  for (const want of accepted) {
    const variant = PRECOMPRESSED.find(([name]) => name === want);
    if (want === 'identity') break;
    if (!variant) continue;
    size = await sizeOf(file + variant[1]);
    if (size !== null) {
      body = file + variant[1];
      encoding = variant[0];
      break;
    }
  }
  size ??= await sizeOf(file);
  const compressible = /\.(js|mjs|css|html|json|svg|map|txt)$/.test(file);
  res.writeHead(200, {
    'content-type': contentType(file),
    'cache-control': cacheControl,
    ...(size !== null ? { 'content-length': String(size) } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(body)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** A file under `root` for a URL path, or null (never escapes root). */
export async function fileUnder(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, '.' + decoded);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** `<link rel="stylesheet">` for every CSS file of the shell's entry (rsbuild's manifest.json). */
export async function shellStylesheets(distDir: string): Promise<string[]> {
  try {
    const manifest = JSON.parse(await readFile(path.join(distDir, 'manifest.json'), 'utf8')) as {
      entries?: Record<string, { initial?: { css?: string[] }; async?: { css?: string[] } }>;
    };
    const entry = manifest.entries?.index;
    const css = [...(entry?.initial?.css ?? []), ...(entry?.async?.css ?? [])];
    return css
      .filter((href) => /^\/[\w./-]+\.css$/.test(href))
      .map((href) => `<link rel="stylesheet" href="${href}" />`);
  } catch {
    return [];
  }
}
