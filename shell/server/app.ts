/**
 * The shell server: static shell with SPA fallback (+ per-page meta), /remotes.json, the release
 * store under /remotes/, and the BFF proxy to the API. Plain node:http; every piece is a small module.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { ShellServerConfig } from './config';
import { passesCsrf } from './csrf';
import { injectHead, metaFor } from './meta';
import { isHttps, proxyToApi } from './proxy';
import { filledBody, handleReferral, isReferralUrl, needsAffiliateFill } from './referral';
import { remotesJson, resolveRemoteFile } from './releases';
import { loadSessionKey } from './session-cookie';
import { fileUnder, sendFile, sendJson } from './static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PROXIED = /^\/(v1\/|uploads\/|openapi\.json$)/;

export function createShellServer(config: ShellServerConfig): Server {
  const key = loadSessionKey(config.sessionSecret, config.dataDir);
  // Re-read index.html when a rebuild replaced it (its script names change with every build).
  let index: { mtimeMs: number; html: string } | null = null;
  const loadIndex = async () => {
    const file = path.join(config.distDir, 'index.html');
    const { mtimeMs } = await stat(file);
    if (index?.mtimeMs !== mtimeMs) index = { mtimeMs, html: await readFile(file, 'utf8') };
    return index.html;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://shell.invalid');
    const pathname = url.pathname;

    if (PROXIED.test(pathname)) {
      if (pathname.startsWith('/v1/') && !passesCsrf(req)) {
        return sendJson(res, 403, { code: 'csrf', message: 'Cross-site request refused' });
      }
      if (needsAffiliateFill(req.method, pathname)) {
        const body = await filledBody(req, pathname, key);
        if (!body)
          return sendJson(res, 413, { code: 'payload_too_large', message: 'Request body too large' });
        return proxyToApi(req, res, { apiUrl: config.apiUrl, key, body });
      }
      return proxyToApi(req, res, { apiUrl: config.apiUrl, key });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendJson(res, 405, { code: 'method_not_allowed', message: 'Method not allowed' });

    if (
      req.method === 'GET' &&
      isReferralUrl(url) &&
      (await handleReferral(req, res, url, { apiUrl: config.apiUrl, key }))
    )
      return;

    if (pathname === '/remotes.json') {
      return sendJson(res, 200, await remotesJson(config.releasesDir, config.env), {
        'cache-control': 'no-store',
      });
    }
    if (pathname.startsWith('/remotes/')) {
      const file = await resolveRemoteFile(config.releasesDir, pathname);
      if (!file)
        return sendJson(
          res,
          404,
          { code: 'not_found', message: 'No such remote file' },
          { 'cache-control': 'no-store' },
        );
      return sendFile(res, file, IMMUTABLE, req.method);
    }
    if (pathname !== '/' && pathname !== '/index.html') {
      const file = await fileUnder(config.distDir, pathname);
      if (file)
        return sendFile(res, file, pathname.startsWith('/static/') ? IMMUTABLE : 'no-cache', req.method);
      // A missing asset is a real 404, not the SPA page.
      if (pathname.startsWith('/static/') || path.extname(pathname)) {
        return sendJson(res, 404, { code: 'not_found', message: 'Not found' });
      }
    }
    const origin = `${isHttps(req) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
    const html = injectHead(await loadIndex(), await metaFor(pathname, config.apiUrl, origin));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  return createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error('[shell-server]', req.method, req.url, err);
      if (!res.headersSent) sendJson(res, 500, { code: 'internal', message: 'Internal error' });
      else res.destroy();
    });
  });
}
