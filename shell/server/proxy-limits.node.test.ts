// The proxy's connections to the API (proxy.ts, issue 39 item 6): a burst of requests opens at most
// API_SOCKETS connections (the rest wait in the shell, then reach the API), past API_QUEUE waiting the
// shell answers 503 + Retry-After at once without touching the API, and an idle connection is closed by
// the shell before the API's keep-alive timeout. Real sockets on both sides.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { API_QUEUE, API_SOCKETS, proxyToApi } from './proxy';

const key = Buffer.alloc(32, 7);

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  return new Promise<{ server: typeof server; port: number }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

function get(port: number): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/v1/articles', agent: false }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('a burst opens at most API_SOCKETS connections; past API_QUEUE waiting the shell answers 503 at once', async () => {
  // The API: counts its connections and holds every answer until released.
  const connections = new Set<Socket>();
  let maxOpen = 0;
  const held: ServerResponse[] = [];
  let reachedApi = 0;
  const api = await listen((_req, res) => {
    reachedApi++;
    held.push(res);
  });
  // Far longer than the shell's idle close, so only the shell can be the one closing them below.
  api.server.keepAliveTimeout = 60_000;
  api.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    maxOpen = Math.max(maxOpen, connections.size);
    socket.on('close', () => connections.delete(socket));
  });
  let atShell = 0;
  const shell = await listen((req, res) => {
    atShell++;
    proxyToApi(req, res, { apiUrl: `http://127.0.0.1:${api.port}`, key });
  });
  shell.server.maxConnections = 10_000;

  const burst = API_SOCKETS + API_QUEUE;
  const answers = Array.from({ length: burst }, () => get(shell.port));
  // Every connection the agent may open is open and every other request waits in the shell's queue.
  while (reachedApi < API_SOCKETS || atShell < burst) await new Promise((r) => setTimeout(r, 20));
  expect(reachedApi).toBe(API_SOCKETS);

  // One more: refused by the shell at once, the API never sees it.
  const refused = await get(shell.port);
  expect(refused).toMatchObject({ status: 503, retryAfter: '1' });
  expect(JSON.parse(refused.body)).toMatchObject({ code: 'overloaded' });
  expect(reachedApi).toBe(API_SOCKETS);

  // Released: every queued request reaches the API over the same connections and is answered 200.
  const release = setInterval(() => held.splice(0).forEach((res) => res.end('{}')), 10);
  const done = await Promise.all(answers);
  clearInterval(release);
  expect(done.every((a) => a.status === 200)).toBe(true);
  expect(reachedApi).toBe(burst);
  expect(maxOpen).toBeLessThanOrEqual(API_SOCKETS);

  // Idle connections are closed by the shell (4 s), before the API's own 5 s keep-alive timeout.
  const idleSince = Date.now();
  while (connections.size > 0 && Date.now() - idleSince < 10_000)
    await new Promise((r) => setTimeout(r, 100));
  expect(connections.size).toBe(0);

  await new Promise((r) => shell.server.close(r));
  await new Promise((r) => api.server.close(r));
}, 60_000);
