// Helpers of the shell server's node tests (never imported by the server itself).
import { mkdirSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ShellServerConfig } from './config';

/** Starts `server` on a free loopback port; resolves to its base URL. */
export const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/**
 * What a suite's shell server starts with: a free port, the API at `apiUrl`, its files under `dir`
 * (`releases/`, `dist/`), a test session secret, a 300 ms render budget and no environment; `config`
 * gives what the suite is about (its renderer, budget, REMOTE_* overrides, …).
 */
export const shellConfig = (
  dir: string,
  apiUrl: string,
  config: Partial<ShellServerConfig> = {},
): ShellServerConfig => ({
  port: 0,
  apiUrl,
  dataDir: dir,
  releasesDir: path.join(dir, 'releases'),
  distDir: path.join(dir, 'dist'),
  sessionSecret: 'test',
  ssrBudgetMs: 300,
  env: {},
  ...config,
});

/** GET without fetch's automatic decompression: the body as sent, for checking Content-Encoding. */
export function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A shell's files under `dir` for a server-rendering suite: `dir/releases` with mf_reader 1.0.0 live
 * (manifests only: the suite hands the renderer its own pages) and `dir/dist` with a bare index.html.
 */
export function readerSite(dir: string): void {
  const reader = path.join(dir, 'releases/mf_reader/versions/1.0.0');
  mkdirSync(path.join(reader, 'ssr'), { recursive: true });
  mkdirSync(path.join(reader, 'static/js'), { recursive: true });
  const entry = { metaData: { remoteEntry: { name: 'mf_reader.js', path: '' } } };
  writeFileSync(path.join(reader, 'mf-manifest.json'), JSON.stringify(entry));
  writeFileSync(path.join(reader, 'ssr/mf-manifest.json'), JSON.stringify(entry));
  writeFileSync(
    path.join(dir, 'releases/mf_reader/current.json'),
    JSON.stringify({ active: '1.0.0', history: [] }),
  );
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(
    path.join(dir, 'dist/index.html'),
    '<html><head><title>しるべ</title><!--shirube-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'dist/manifest.json'), JSON.stringify({ entries: {} }));
}
