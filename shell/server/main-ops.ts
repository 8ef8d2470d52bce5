// The shell server's operator surface, around app.ts's handler: GET /healthz (alive), /readyz (the
// API ready — database and migrations — the shell build present, a live version of every remote), a
// request id (`x-request-id` from the caller or new; the proxy and the page's API calls pass it on,
// the response returns it) and one JSON log line per request (path without query; no cookies/tokens).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { remoteNames } from '@shirube/shell-contract';
import type { ShellServerConfig } from './config';
import { liveReleases } from './live-remotes';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

function logWhenDone(req: IncomingMessage, res: ServerResponse, requestId: string, log: (l: string) => void) {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: res.statusCode >= 500 ? 'error' : 'info',
        msg: 'request',
        method: req.method,
        path: (req.url ?? '/').split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        requestId,
        ...(res.writableFinished ? {} : { aborted: true }),
      }),
    );
  });
}

export interface ShellReadiness {
  ready: boolean;
  checks: { api: string; build: string; remotes: string };
}

export async function shellReadiness(config: ShellServerConfig): Promise<ShellReadiness> {
  const checks = { api: 'ok', build: 'ok', remotes: 'ok' };
  try {
    const res = await fetch(new URL('/readyz', config.apiUrl), { signal: AbortSignal.timeout(2_000) });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as Record<string, string>;
      const why = Object.entries(body)
        .filter(([k, v]) => k !== 'status' && v !== 'ok')
        .map(([k, v]) => `${k} ${v}`)
        .join('; ');
      checks.api = `not ready (HTTP ${res.status}${why ? `: ${why}` : ''})`;
    }
  } catch (error) {
    const e = error as { cause?: { code?: string }; message?: string };
    checks.api = `unreachable: ${config.apiUrl} (${e.cause?.code ?? e.message})`;
  }
  if (!existsSync(path.join(config.distDir, 'index.html')))
    checks.build = `missing: ${config.distDir}/index.html`;
  const live = await liveReleases(config.releasesDir, config.env);
  const missing = remoteNames.filter((name) => !live[name]);
  if (missing.length) checks.remotes = `no live version: ${missing.join(', ')}`;
  return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Health, readiness, request id and the request log in front of the shell's own handler. */
export function withOps(
  app: Listener,
  config: ShellServerConfig,
  log: ((line: string) => void) | undefined,
): Listener {
  return (req, res) => {
    const requestId = requestIdOf(req);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    if (log) logWhenDone(req, res, requestId, log);
    const pathname = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (pathname === '/readyz') {
        void shellReadiness(config).then((r) =>
          sendJson(res, r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'not ready', ...r.checks }),
        );
        return;
      }
    }
    app(req, res);
  };
}
