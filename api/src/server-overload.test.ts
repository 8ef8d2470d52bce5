// Issue 39 item 6: past its limit of requests in flight the API answers 503 `overloaded` with
// Retry-After at once — with its request id and log line — and takes requests again once one is done.
// Real server, real database, once per backend; a request is kept in flight by a body not yet sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { DbHandle } from './db/open';
import type { RunningServer } from './server';
import { backends, openTestDatabase } from './testing/database';
import { serverLibrary } from './testing/server-under-test';
import { testServerConfig } from './testing/config';

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };
const answer = (req: ClientRequest) =>
  new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });

for (const backend of backends()) {
  describe(`an overloaded API [${backend}]`, () => {
    let handle: DbHandle;
    let server: RunningServer;
    let dataDir: string;
    const lines: string[] = [];

    beforeAll(async () => {
      handle = await openTestDatabase(backend);
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-overload-test-'));
      const c = testServerConfig(dataDir, { mailFrom: 'no-reply@shirube.test' });
      const { startServer, createMailer } = await serverLibrary();
      server = await startServer(
        { db: handle.db, config: c, mailer: createMailer({ mailDir: c.mailDir, from: c.mailFrom! }) },
        c,
        { log: (line) => lines.push(line), maxInFlight: 1 },
      );
    }, 60_000);
    afterAll(async () => {
      await server.close().catch(() => {});
      await handle.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    it('answers 503 with Retry-After past its limit, at once, and serves again when a request is done', async () => {
      const url = new URL(server.url);
      const get = (p: string) => {
        const req = request({
          host: url.hostname,
          port: url.port,
          path: p,
          headers: { 'x-request-id': 'busy-2' },
        });
        req.end();
        return answer(req);
      };
      // In flight until its body comes: a sign-in whose JSON is half sent.
      const payload = JSON.stringify({ email: 'nobody@shirube.test', password: 'wrong password' });
      const slow = request({
        host: url.hostname,
        port: url.port,
        path: '/v1/auth/sign_in',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      });
      const slowAnswer = answer(slow);
      slow.write(payload.slice(0, 10));
      // The half-sent request reaches the server within a few tries; from then on the API is full.
      let busy = await get('/v1/categories');
      for (let i = 0; i < 50 && busy.status !== 503; i++) busy = await get('/v1/categories');
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.headers['x-request-id']).toBe('busy-2');
      expect(JSON.parse(busy.body)).toMatchObject({ code: 'overloaded' });
      // Health is answered whatever the load (the limit is behind it).
      expect((await get('/healthz')).status).toBe(200);
      const logged = lines.map((l) => JSON.parse(l) as { status: number; requestId: string });
      expect(logged.filter((l) => l.status === 503).map((l) => l.requestId)).toContain('busy-2');
      slow.end(payload.slice(10));
      expect((await slowAnswer).status).not.toBe(503);
      expect((await get('/v1/categories')).status).toBe(200);
    });
  });
}
