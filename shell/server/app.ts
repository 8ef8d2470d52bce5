/**
 * The shell server: static shell with SPA fallback (+ per-page meta), /remotes.json, the release
 * store under /remotes/, and the BFF proxy to the API. Plain node:http; every piece is a small module.
 */
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { apiCache } from './api-cache';
import { apiFetcher } from './api-fetch';
import type { ShellServerConfig } from './config';
import { isSignedWebhook, passesCsrf } from './csrf';
import { answerClientErrors, configuredTrustList } from '@shirube/server';
import { clientErrorPage } from './client-error-page';
import { classifyRequest } from './forwarded';
import { CSP_REPORT_PATH, newNonce, pageCsp, receiveCspReport, setSecurityHeaders } from './headers';
import { followReleases } from './release-follower';
import { liveReleases, remotesBase, remotesJson, setNodeWarmer } from './live-remotes';
import { metaFor } from './meta';
import { sendPage } from './page';
import { pageSession } from './page-session';
import { isHttps, proxyToApi } from './proxy';
import { filledBody, handleReferral, isReferralUrl, needsAffiliateFill } from './referral';
import { resolveRemoteFile } from './releases';
import { isSeoPath, sendSeo, seoCache } from './seo';
import { loadRenderer } from './renderer';
import { withOps } from './main-ops';
import { hasSessionCookie } from './shared-cache';
import { countRender, watchReleases } from './metrics';
import { decryptState, loadSessionKey, readCookie, stateCookie } from './session-cookie';
import { fileUnder, sendFile, sendJson, shellStylesheets } from './static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// `/v1` itself too: everything under /v1 is the API's, answered in its JSON (issue 39 item 7).
const PROXIED = /^\/(v1(\/|$)|uploads\/|openapi\.json$)/;

/** Dynamic answers (HTML pages, the API's JSON) compressed per request — br or gzip as the client
 *  accepts, `Vary: Accept-Encoding`. Static files are precompressed at build time (static.ts). */
const compress = compression({ threshold: 1024 });

/** This server's own port (the node runtime fetches remote containers from it; tests listen on 0). */
const localPort = (req: IncomingMessage) => req.socket.localPort ?? 0;

export function createShellServer(config: ShellServerConfig): Server {
  const key = loadSessionKey(config.sessionSecret, config.dataDir);
  const seo = seoCache();
  // Anonymous API answers shared by signed-out server renders for a few seconds (api-cache.ts).
  const cache = apiCache({ ttlMs: config.ssrDataCacheMs ?? 0 });
  const proxies = configuredTrustList(config.trustProxy);
  watchReleases(config.releasesDir, config.env);
  // The shell's node build (server rendering); loaded once, like the rest of the shell's code.
  const renderer = (config.renderer ?? loadRenderer(config.distDir)).catch((error: unknown) => {
    console.error('[shell] server rendering disabled: the node build did not load', error);
    return null;
  });
  // Re-read index.html when a rebuild replaced it (its script names change with every build), with
  // the shell's stylesheets from the build's manifest.json: the app loads them from JavaScript, but a
  // server-rendered page must be styled at first paint.
  let index: { mtimeMs: number; html: string } | null = null;
  const loadIndex = async () => {
    const file = path.join(config.distDir, 'index.html');
    const { mtimeMs } = await stat(file);
    if (index?.mtimeMs !== mtimeMs) {
      const styles = await shellStylesheets(config.distDir);
      const html = await readFile(file, 'utf8');
      index = { mtimeMs, html: html.replace('</head>', `${styles.join('')}</head>`) };
    }
    return index.html;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://shell.invalid');
    const pathname = url.pathname;

    if (pathname === CSP_REPORT_PATH && req.method === 'POST') return receiveCspReport(req, res);
    if (PROXIED.test(pathname)) {
      if (pathname.startsWith('/v1') && !passesCsrf(req, pathname)) {
        return sendJson(res, 403, { code: 'csrf', message: 'Cross-site request refused' });
      }
      // Stripe's webhook passed the browser check by its path alone: it reaches the API without any
      // session of whoever sent it (the Stripe-Signature check is its only credential).
      if (isSignedWebhook(req.method, pathname)) delete req.headers.cookie;
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
      return sendFile(req, res, file, IMMUTABLE);
    }
    // robots.txt and the sitemaps (seo.ts), before the built files.
    if (isSeoPath(pathname)) {
      const origin = config.siteUrl ?? `http://localhost:${config.port}`;
      return sendSeo(req, res, pathname, { apiUrl: config.apiUrl, origin, cache: seo });
    }
    if (pathname !== '/' && pathname !== '/index.html') {
      const file = await fileUnder(config.distDir, pathname);
      if (file && !file.startsWith(path.join(config.distDir, 'server') + path.sep))
        return sendFile(req, res, file, pathname.startsWith('/static/') ? IMMUTABLE : 'no-cache');
      // A missing asset is a real 404, not the SPA page.
      if (pathname.startsWith('/static/') || path.extname(pathname)) {
        return sendJson(res, 404, { code: 'not_found', message: 'Not found' });
      }
    }
    const origin = config.siteUrl ?? `http://localhost:${config.port}`;
    const state = decryptState(readCookie(req.headers.cookie), key);
    const requestId = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
    const nonce = newNonce();
    const apiFetch = apiFetcher(config.apiUrl, state.session, { requestId, cache });
    const [template, session, meta, releases] = await Promise.all([
      loadIndex(),
      pageSession(state.session !== null, apiFetch),
      metaFor(pathname, config.apiUrl, origin, cache),
      liveReleases(config.releasesDir, config.env),
    ]);
    return sendPage(
      {
        url: pathname + url.search,
        method: req.method,
        template,
        renderer: await renderer,
        releases,
        session,
        meta,
        apiFetch,
        selfOrigin: `http://127.0.0.1:${localPort(req)}`,
        budgetMs: config.ssrBudgetMs,
        dataWaitMs: config.ssrDataWaitMs ?? 1000,
        nonce,
        sandboxBanner: config.sandboxBanner === true,
        sessionCookie: hasSessionCookie(req),
        sharedSeconds: config.sharedCacheS ?? 0,
        ifNoneMatch: req.headers['if-none-match'],
        headers: {
          'content-security-policy': pageCsp(nonce, releases, {
            stripe: config.env.PAYMENT_PROVIDER === 'stripe',
          }),
          ...(session.expired
            ? {
                'set-cookie': stateCookie({ session: null, affiliates: state.affiliates }, key, isHttps(req)),
              }
            : {}),
        },
        log: (message) => console.warn(`[shell] ${requestId} ${message}`),
        onOutcome: (outcome, reason) => countRender(pathname, outcome, reason),
      },
      res,
    );
  }

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    classifyRequest(req, proxies);
    setSecurityHeaders(req, res, (req.url ?? '/').split('?')[0]!);
    compress(req as never, res as never, () => {
      handle(req, res).catch((err) => {
        console.error('[shell-server]', req.method, req.url, err);
        if (!res.headersSent) sendJson(res, 500, { code: 'internal', message: 'Internal error' });
        else res.destroy();
      });
    });
  };
  // /healthz, /readyz, x-request-id and the request log (main-ops.ts) in front of everything else.
  const server = createServer(withOps(listener, config, config.log));
  // 431 (cookies/headers too large) and other requests Node refuses: a readable page, not a bare status.
  answerClientErrors(server, clientErrorPage);
  // Load the live reader's node container once the server answers, so the first reader page does
  // not spend its render budget on it.
  server.on('listening', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Every later version too is loaded before this process serves it (live-remotes.ts).
    void renderer.then((r) => {
      if (!r) return;
      setNodeWarmer(config.releasesDir, (remote, entry) =>
        r.warmUp(remote, `http://127.0.0.1:${port}${entry}`),
      );
      return liveReleases(config.releasesDir, config.env);
    });
  });
  // RELEASES_URL: keep the local copy of the bucket's release store current (release-follower.ts).
  if (config.releasesBucket) {
    const follower = followReleases({
      releasesDir: config.releasesDir,
      ...config.releasesBucket,
      // Browsers load the remotes from the bucket or its CDN: only the node build is fetched here.
      webFiles: remotesBase(config.env) === null,
    });
    follower.start();
    server.on('close', () => follower.stop());
  }
  return server;
}
