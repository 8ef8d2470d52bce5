// Start-up configuration: every problem reported at once, one clear line each, the cause kept.
import { createServer, type Server } from 'node:net';
import { ConfigError, configFromEnv } from './config';
import { checkPostgres, describeStartError } from './main-errors';
import { openTestDatabase } from './testing/database';
import { serverLibrary } from './testing/server-under-test';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configFromEnv', () => {
  test('a sound environment has no problems', () => {
    expect(problemsOf({ API_PORT: '3001', DATABASE_URL: 'postgres://u:p@db:5432/shirube' })).toEqual([]);
  });

  test('every bad value is one line naming the variable, the rule and the value given', () => {
    expect(
      problemsOf({
        API_PORT: 'abc',
        DATABASE_URL: 'garbage',
        PLATFORM_FEE_BP: '12%',
        INVOICE_REGISTRATION_NUMBER: 'T12',
        SITE_URL: 'example.com',
        TRUST_PROXY: 'loopback,nginx.internal',
      }),
    ).toEqual([
      'API_PORT must be 1–65535, got "abc"',
      'DATABASE_URL must be a postgres://user:password@host:port/database URL, got "garbage"',
      'SITE_URL must be an http(s) URL, got "example.com"',
      'INVOICE_REGISTRATION_NUMBER must be T followed by 13 digits, got T12',
      'PLATFORM_FEE_BP must be an integer 0..10000 (basis points), got 12%',
      'TRUST_PROXY: "nginx.internal" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal, none',
    ]);
    // The same rule as the shell server's (@shirube/server): unset → loopback.
    expect(configFromEnv({}).trustProxy).toEqual(['loopback']);
  });

  test('ports outside 1–65535 are refused; a password is never repeated', () => {
    expect(problemsOf({ API_PORT: '70000' })).toEqual(['API_PORT must be 1–65535, got "70000"']);
    expect(problemsOf({ API_PORT: '0' })).toEqual(['API_PORT must be 1–65535, got "0"']);
    const [line] = problemsOf({ DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(line).toContain('mysql://user:***@db/x');
    expect(line).not.toContain('hunter2');
  });

  test('demo data: on for the quick start, off in production unless asked for', () => {
    expect(configFromEnv({}).seedDemo).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(configFromEnv({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  test('the purchase mail worker: on unless PURCHASE_MAIL_WORKER=0; anything but 1 or 0 is refused', () => {
    expect(configFromEnv({}).purchaseMailWorker).toBe(true);
    expect(configFromEnv({ PURCHASE_MAIL_WORKER: '0' }).purchaseMailWorker).toBe(false);
    expect(configFromEnv({ PURCHASE_MAIL_WORKER: '1' }).purchaseMailWorker).toBe(true);
    expect(problemsOf({ PURCHASE_MAIL_WORKER: 'yes' })).toEqual([
      'PURCHASE_MAIL_WORKER must be 1 or 0 (got "yes")',
    ]);
  });
});

describe('start-up failures', () => {
  test('an unreachable PostgreSQL is named with host, port and the cause', async () => {
    // A port we just saw free: nothing listens there.
    const probe: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
    );
    await new Promise((r) => probe.close(r));
    await expect(checkPostgres(`postgres://postgres@127.0.0.1:${port}/shirube`)).rejects.toThrow(
      `DATABASE_URL: could not connect to 127.0.0.1:${port} (ECONNREFUSED)`,
    );
  });

  test('a port in use is one clear line, not a stack', async () => {
    const taken: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)),
    );
    const handle = await openTestDatabase('pglite');
    try {
      const config = { ...configFromEnv({ DATA_DIR: '/tmp/shirube-config-test' }), port };
      const { startServer } = await serverLibrary();
      const error = await startServer({ db: handle.db, config, mailer: null as never }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(describeStartError(error, config)).toEqual([
        `API_PORT ${port} is already in use on 127.0.0.1 (another server running? set API_PORT)`,
      ]);
    } finally {
      await handle.close();
      await new Promise((r) => taken.close(r));
    }
  }, 60_000);
});
