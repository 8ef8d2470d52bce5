// The shell's close on SIGTERM (drain.ts): a kept-alive connection that was busy when the close began is
// ended once its answer is out, so the browser's next request reaches whoever listens on the port now
// (the rolled-back shell), not the closing process; and the close completes without waiting for the
// keep-alive timeout. Real sockets, one keep-alive agent as a browser holds them.
import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drain } from './drain';

const answerFrom = (name: string, delayMs = 0) =>
  createServer((_req, res) => {
    setTimeout(() => res.end(name), delayMs);
  });

function fetchWith(agent: Agent, port: number): Promise<{ body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d));
      res.on('end', () => resolve({ body, connection: res.headers.connection }));
    }).on('error', reject);
  });
}

const listening = (server: Server, port = 0) =>
  new Promise<number>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

test('a connection busy when the close began is ended after its answer; the next request reaches the new server', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const old = answerFrom('old', 300);
  // What a plain server.close() would wait for: the close must not depend on it.
  old.keepAliveTimeout = 60_000;
  const port = await listening(old);
  expect((await fetchWith(agent, port)).body).toBe('old');

  const inFlight = fetchWith(agent, port);
  await new Promise((r) => setTimeout(r, 100));
  const closed = drain(old);
  const successor = answerFrom('new');
  await listening(successor, port);

  expect((await inFlight).body).toBe('old');
  await closed;
  // The old process ended the socket; once the agent has seen that (as a browser does), its next
  // request opens a new connection: to the successor.
  while (Object.keys(agent.freeSockets).length > 0) await new Promise((r) => setTimeout(r, 10));
  expect((await fetchWith(agent, port)).body).toBe('new');
  agent.destroy();
  await new Promise((r) => successor.close(r));
});
