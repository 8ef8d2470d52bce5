// The production log of the API (issue 22): a failed request's error line is one JSON object with the
// error (stack) as a field, under the request id — and the SQL parameters the failed query carried
// (here the email typed into sign-in) appear nowhere in it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { productionLogger } from '@shirube/server';
import { sql } from 'drizzle-orm';
import { effectLoggerFor } from './server-ops';
import { backends, openTestDatabase } from './testing/database';
import { serverLibrary } from './testing/server-under-test';
import { testServerConfig } from './testing/config';

for (const backend of backends()) {
  test(`a 500's log line: JSON, err.stack, request id, no SQL parameters [${backend}]`, async () => {
    const handle = await openTestDatabase(backend);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-log-test-'));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const config = testServerConfig(dataDir);
    const { startServer, createMailer } = await serverLibrary();
    const server = await startServer(
      {
        db: handle.db,
        config,
        mailer: createMailer({ mailDir: config.mailDir, from: 'no-reply@shirube.test' }),
      },
      config,
      { logger: effectLoggerFor(productionLogger('api', stream)) },
    );
    try {
      await handle.db.execute(sql`alter table users rename to users_gone`);
      const res = await fetch(`${server.url}/v1/auth/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'log-500' },
        body: JSON.stringify({ email: 'hanako.secret@example.jp', password: 'wrong-password' }),
      });
      expect(res.status).toBe(500);
      const logged = lines.map(
        (l) => JSON.parse(l) as { level: string; msg: string; err?: { stack?: string } },
      );
      const line = logged.find((l) => l.msg.includes('log-500'));
      expect(line).toMatchObject({ level: 'error', service: 'api', msg: 'request log-500 failed' });
      expect(line!.err!.stack).toMatch(/\n\s+at /);
      expect(lines.join('\n')).not.toContain('hanako.secret');
    } finally {
      await handle.db.execute(sql`alter table users_gone rename to users`).catch(() => {});
      await server.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
}
