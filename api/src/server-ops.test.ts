// /healthz, /readyz (DB up, a migration missing, DB down), the request id round trip and log line, and
// the drain on close (what SIGTERM runs): real server, real database, once per backend.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbHandle } from './db/open';
import type { RunningServer } from './server';
import { backends, openTestDatabase } from './testing/database';
import { serverLibrary } from './testing/server-under-test';
import { testServerConfig } from './testing/config';

const config = (dataDir: string) => testServerConfig(dataDir, { mailFrom: 'no-reply@shirube.test' });

for (const backend of backends()) {
  describe(`operations endpoints [${backend}]`, () => {
    let handle: DbHandle;
    let server: RunningServer;
    let dataDir: string;
    const lines: string[] = [];
    const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

    beforeAll(async () => {
      handle = await openTestDatabase(backend);
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-ops-test-'));
      const c = config(dataDir);
      const { startServer, createMailer } = await serverLibrary();
      server = await startServer(
        { db: handle.db, config: c, mailer: createMailer({ mailDir: c.mailDir, from: c.mailFrom! }) },
        c,
        { log: (line) => lines.push(line) },
      );
    }, 60_000);
    afterAll(async () => {
      await server.close().catch(() => {});
      await handle.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    test('431 (headers over the limit) answers the contract error body, not a bare status line', async () => {
      const answer = await new Promise<{ status: number; type: string | undefined; body: string }>(
        (resolve, reject) =>
          request(
            `${server.url}/v1/users/current`,
            { headers: { cookie: `a=${'x'.repeat(20_000)}` } },
            (res) => {
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (c: string) => (body += c));
              res.on('end', () =>
                resolve({ status: res.statusCode!, type: res.headers['content-type'], body }),
              );
            },
          )
            .on('error', reject)
            .end(),
      );
      expect(answer.status).toBe(431);
      expect(answer.type).toBe('application/json');
      expect(JSON.parse(answer.body)).toEqual({
        code: 'request_header_too_large',
        message: 'Request header fields too large',
      });
    });

    test('/healthz answers JSON while the process runs', async () => {
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.json()).toEqual({ status: 'ok' });
    });

    test('/readyz: database reachable and every migration applied', async () => {
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' });
    });

    test('the caller’s x-request-id comes back and is in the one log line; tokens and queries are not logged', async () => {
      lines.length = 0;
      const res = await fetch(`${server.url}/v1/categories?token=secret-query-token`, {
        headers: {
          'x-request-id': 'bff-req-42',
          'access-token': 'secret-header-token',
          cookie: 'c=secret-cookie',
        },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('bff-req-42');
      await new Promise((r) => setTimeout(r, 50));
      const mine = logged().filter((l) => l.requestId === 'bff-req-42');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/v1/categories', status: 200 });
      expect(typeof mine[0].ms).toBe('number');
      expect(lines.join('\n')).not.toMatch(/secret/);
    });

    test('a missing or unsafe request id is replaced by a new one', async () => {
      const fresh = await fetch(`${server.url}/v1/categories`);
      expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const unsafe = await fetch(`${server.url}/v1/categories`, {
        headers: { 'x-request-id': 'a b<script>' },
      });
      expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const errorRes = await fetch(`${server.url}/v1/articles/not-a-number`, {
        headers: { 'x-request-id': 'err-1' },
      });
      expect(errorRes.status).toBeGreaterThanOrEqual(400);
      expect(errorRes.headers.get('x-request-id')).toBe('err-1');
    });

    test('/readyz says how many migrations are applied when one is missing', async () => {
      const [last] = (
        (await handle.db.execute(
          sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
        )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
      ).rows;
      await handle.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
      try {
        const res = await fetch(`${server.url}/readyz`);
        expect(res.status).toBe(503);
        const body = (await res.json()) as Record<string, string>;
        expect(body.status).toBe('not ready');
        expect(body.database).toBe('ok');
        expect(body.migrations).toMatch(/^\d+ of \d+ applied$/);
      } finally {
        await handle.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
        );
      }
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    });

    test('a 500 carries the request id in its message, its header and its error log line', async () => {
      await handle.db.execute(sql`drop table system_phrases`);
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const logs = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        lines.length = 0;
        const res = await fetch(`${server.url}/v1/system_phrases`, { headers: { 'x-request-id': 'boom-1' } });
        expect(res.status).toBe(500);
        expect(res.headers.get('x-request-id')).toBe('boom-1');
        expect(((await res.json()) as { message: string }).message).toBe(
          'Internal error (request id boom-1)',
        );
        await new Promise((r) => setTimeout(r, 50));
        expect(logged().find((l) => l.requestId === 'boom-1')).toMatchObject({ level: 'error', status: 500 });
      } finally {
        errors.mockRestore();
        logs.mockRestore();
      }
    });

    test('close (SIGTERM) lets a request in flight finish, then stops accepting', async () => {
      // A request whose body is still arriving when the server is told to stop.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request(`${server.url}/v1/auth/sign_in`, {
          method: 'POST',
          agent: false, // its own connection, closed after the answer (no keep-alive pool)
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        });
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => req.end(body.slice(10)), 500);
      });
      await new Promise((r) => setTimeout(r, 100));
      let closed = false;
      const closing = server.close().then(() => (closed = true));
      await new Promise((r) => setTimeout(r, 100));
      expect(closed).toBe(false);
      const res = await answer;
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text)).toMatchObject({ code: expect.any(String) });
      await closing;
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    }, 30_000);

    test('/readyz answers 503 with the cause when the database is down; /healthz stays 200', async () => {
      const c = config(dataDir);
      const { startServer, createMailer } = await serverLibrary();
      server = await startServer(
        { db: handle.db, config: c, mailer: createMailer({ mailDir: c.mailDir, from: c.mailFrom! }) },
        c,
      );
      await handle.close();
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as Record<string, string>;
      expect(body).toMatchObject({ status: 'not ready', migrations: 'unknown' });
      expect(body.database).toMatch(/^unreachable: ./);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });
  });
}
