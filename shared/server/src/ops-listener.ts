// The operator surface both servers put in front of their own handler: GET/HEAD /healthz (the
// process answers), /readyz (the server's own checks: 200 ready or 503 not ready, each check named),
// a request id (the caller's `x-request-id` when a sane token, else a new one; passed on in the
// request, returned on the response) and one JSON log line per request — method, path without the
// query (tokens travel in queries and headers, never logged), status, ms, request id. Node-level on
// purpose: Effect's own request logger halves the API's throughput (architecture.md).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** A server's readiness: `ready` when every check is fine; each check 'ok' or why not. */
export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's request id when it is a sane token, else a fresh one (never echo arbitrary bytes). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Writes the request's log line when the response is done (or the client went away). */
function logWhenDone(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  log: (line: string) => void,
) {
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

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Health, readiness, request id and (with `log`) the request log around the server's own `app`. */
export function withOpsRoutes(
  app: Listener,
  readiness: () => Promise<Readiness>,
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
        void readiness().then((r) =>
          sendJson(res, r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'not ready', ...r.checks }),
        );
        return;
      }
    }
    app(req, res);
  };
}
