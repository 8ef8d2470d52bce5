import type { Server } from 'node:http';

/**
 * The shell's close on SIGTERM: stop accepting, let the requests in flight finish, and end every kept-alive
 * connection as soon as it has nothing in flight. `server.close()` alone closes only the connections idle
 * at that moment: one busy then goes on answering NEW requests for up to the keep-alive timeout — so a
 * browser holding it fetched the next release's chunks from the old process (404s after a shell rollback on
 * the same port, e2e deploy-shell-rollback), and the process lived past the supervisor's grace period.
 * Every answer from now on says `Connection: close`, and connections that go idle are swept every 100 ms.
 */
export function drain(server: Server): Promise<void> {
  server.prependListener('request', (_req, res) => res.setHeader('connection', 'close'));
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const closed = new Promise<void>((resolve) =>
    server.close(() => {
      clearInterval(sweep);
      resolve();
    }),
  );
  server.closeIdleConnections();
  return closed;
}
