// Start-up configuration: every problem reported at once, one clear line each, the cause kept.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { ConfigError, configFromEnv, DEFAULT_PAYOUTS, payoutConfig } from './config';
import { migrationsFolder } from './db/open';
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

/** A production environment with every value an operator must give (the refusals below take one away). */
const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SITE_URL: 'https://shirube.example.jp',
  INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
  SMTP_URL: 'smtp://mailer:s3cret@smtp.example.jp:587',
  MAIL_FROM: '"しるべ" <no-reply@shirube.example.jp>',
  ZENGIN_SENDER_CODE: '1234567890',
  ZENGIN_SENDER_NAME: 'ｶ)ｼﾙﾍﾞ',
  ZENGIN_BANK_CODE: '0001',
  ZENGIN_BRANCH_CODE: '001',
  ZENGIN_ACCOUNT_NUMBER: '7654321',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};
const without = (name: string): NodeJS.ProcessEnv => ({ ...PRODUCTION, [name]: undefined });

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

  test('API_METRICS_PORT: no metrics listener unless set, loopback by default (issue 38)', () => {
    expect(configFromEnv({}).metrics).toBeNull();
    expect(configFromEnv({ API_METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(problemsOf({ API_METRICS_PORT: '99999' })).toEqual([
      'API_METRICS_PORT must be 1–65535, got "99999"',
    ]);
  });

  test('the raw view retention is 1–3650 days, default unset (90 in the job)', () => {
    expect(configFromEnv({ VIEW_RETENTION_DAYS: '30' }).viewRetentionDays).toBe(30);
    expect(configFromEnv({}).viewRetentionDays).toBeUndefined();
    expect(problemsOf({ VIEW_RETENTION_DAYS: '0' })).toEqual([
      'VIEW_RETENTION_DAYS must be an integer 1..3650, got 0',
    ]);
    expect(problemsOf({ VIEW_RETENTION_DAYS: '9.5' })).toEqual([
      'VIEW_RETENTION_DAYS must be an integer 1..3650, got 9.5',
    ]);
  });

  test('ports outside 1–65535 are refused; a password is never repeated', () => {
    expect(problemsOf({ API_PORT: '70000' })).toEqual(['API_PORT must be 1–65535, got "70000"']);
    expect(problemsOf({ API_PORT: '0' })).toEqual(['API_PORT must be 1–65535, got "0"']);
    const [line] = problemsOf({ DATABASE_URL: 'mysql://user:hunter2@db/x' });
    expect(line).toContain('mysql://user:***@db/x');
    expect(line).not.toContain('hunter2');
  });

  test('demo data: on for the quick start, off in production (asking for it there is refused)', () => {
    expect(configFromEnv({}).seedDemo).toBe(true);
    expect(configFromEnv(PRODUCTION).seedDemo).toBe(false);
    expect(configFromEnv({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(configFromEnv({ SEED_DEMO: '1' }).seedDemo).toBe(true);
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

describe('production refuses the unsafe defaults, one line naming the variable', () => {
  test('a complete production environment starts; the 全銀 sender comes from ZENGIN_* and the bank data', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    const config = configFromEnv(PRODUCTION);
    expect(payoutConfig(config).sender).toEqual({
      code: '1234567890',
      nameKana: 'ｶ)ｼﾙﾍﾞ',
      bankCode: '0001',
      bankKana: 'ミズホ',
      branchCode: '001',
      branchKana: 'トウキヨウ',
      accountType: 'ordinary',
      accountNumber: '7654321',
    });
    expect(config.smtpUrl).toBe(PRODUCTION.SMTP_URL);
    expect(config.seedDemo).toBe(false);
  });

  test.each([
    [
      without('SITE_URL'),
      'SITE_URL must be set in production: the public URL of the site, e.g. https://shirube.example.jp',
    ],
    [
      without('INVOICE_REGISTRATION_NUMBER'),
      'INVOICE_REGISTRATION_NUMBER must be set in production (your 適格請求書発行事業者登録番号, T + 13 digits)',
    ],
    [
      { ...PRODUCTION, INVOICE_REGISTRATION_NUMBER: 'T0000000000000' },
      'INVOICE_REGISTRATION_NUMBER T0000000000000 is the sample: refused in production',
    ],
    [
      without('SMTP_URL'),
      'SMTP_URL must be set in production (or MAIL_TRANSPORT=files to keep mail as .eml files in MAIL_DIR)',
    ],
    [
      { ...PRODUCTION, SEED_DEMO: '1' },
      'SEED_DEMO=1 is refused in production (demo users have published passwords)',
    ],
    [
      { ...PRODUCTION, ZENGIN_SENDER_CODE: '0000000001' },
      'ZENGIN_SENDER_CODE 0000000001 is the demo 依頼人コード: refused in production',
    ],
    [
      { ...PRODUCTION, ZENGIN_ACCOUNT_NUMBER: '0000001' },
      'ZENGIN_ACCOUNT_NUMBER 0000001 is the demo account: refused in production',
    ],
  ])('%#: %j', (env, line) => {
    expect(problemsOf(env)).toEqual([line]);
  });

  test.each(['http://localhost:3000', 'http://127.0.0.2', 'http://[::1]:3000'])(
    'the loopback SITE_URL %s',
    (url) => {
      expect(problemsOf({ ...PRODUCTION, SITE_URL: url })).toEqual([
        `SITE_URL must be the site's public URL in production, not a loopback address (got "${url}")`,
      ]);
    },
  );

  // Each part of the 全銀 sender must be given in production (outside it the demo sender stands in).
  test.each([
    ['ZENGIN_SENDER_CODE', '依頼人コード: 10 digits from your bank'],
    ['ZENGIN_SENDER_NAME', '依頼人名 in kana, as the bank has it'],
    ['ZENGIN_BANK_CODE', 'the bank code, 4 digits'],
    ['ZENGIN_BRANCH_CODE', 'the branch code, 3 digits'],
    ['ZENGIN_ACCOUNT_NUMBER', 'the account number, 7 digits'],
  ])('a missing %s', (name, hint) => {
    expect(problemsOf(without(name))).toEqual([
      `${name} must be set in production (${hint}; the demo 全銀 sender is refused)`,
    ]);
  });

  test('MAIL_TRANSPORT=files keeps mail in MAIL_DIR on purpose; SMTP_URL and files together are refused', () => {
    expect(configFromEnv({ ...without('SMTP_URL'), MAIL_TRANSPORT: 'files' }).smtpUrl).toBeUndefined();
    expect(problemsOf({ ...PRODUCTION, MAIL_TRANSPORT: 'files' })).toEqual([
      'MAIL_TRANSPORT=files and SMTP_URL are both set: unset one',
    ]);
    expect(problemsOf({ MAIL_TRANSPORT: 'pigeon' })).toEqual([
      'MAIL_TRANSPORT must be smtp or files, got "pigeon"',
    ]);
    expect(problemsOf({ MAIL_TRANSPORT: 'smtp' })).toEqual(['MAIL_TRANSPORT=smtp needs SMTP_URL']);
  });

  test('outside production none of them is needed: the quick start runs on the demo values', () => {
    const config = configFromEnv({});
    expect(config.smtpUrl).toBeUndefined();
    expect(payoutConfig(config).sender).toEqual(DEFAULT_PAYOUTS.sender);
    expect(config.siteUrl).toBe('http://localhost:3000');
  });
});

describe('malformed mail settings are refused in every mode (no TypeError from deep inside)', () => {
  test.each([{}, PRODUCTION])('%#', (base) => {
    expect(problemsOf({ ...base, SMTP_URL: 'garbage' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL with a host (and the user and password the server needs), got "garbage"',
    ]);
    expect(problemsOf({ ...base, MAIL_FROM: 'notanaddress' })).toEqual([
      'MAIL_FROM must be one address, optionally with a name ("しるべ" <no-reply@your-domain>), got "notanaddress"',
    ]);
    expect(problemsOf({ ...base, MAIL_FROM: 'a@example.jp, b@example.jp' })).toHaveLength(1);
  });

  test('the SMTP password is never repeated; smtps and a bare address are fine', () => {
    const [line] = problemsOf({ SMTP_URL: 'http://user:hunter2@smtp.example.jp' });
    expect(line).toContain('http://user:***@smtp.example.jp');
    expect(line).not.toContain('hunter2');
    expect(
      problemsOf({ SMTP_URL: 'smtps://u:p@smtp.example.jp:465', MAIL_FROM: 'no-reply@example.jp' }),
    ).toEqual([]);
  });

  test('ZENGIN_* outside production: all or none, each checked (codes against the bank data)', () => {
    expect(problemsOf({ ZENGIN_SENDER_CODE: '1234567890' })).toEqual([
      'ZENGIN_SENDER_NAME must be set when any ZENGIN_* variable is (依頼人名 in kana, as the bank has it)',
      'ZENGIN_BANK_CODE must be set when any ZENGIN_* variable is (the bank code, 4 digits)',
      'ZENGIN_BRANCH_CODE must be set when any ZENGIN_* variable is (the branch code, 3 digits)',
      'ZENGIN_ACCOUNT_NUMBER must be set when any ZENGIN_* variable is (the account number, 7 digits)',
    ]);
    const zengin = Object.fromEntries(Object.entries(PRODUCTION).filter(([k]) => k.startsWith('ZENGIN_')));
    expect(problemsOf({ ...zengin, ZENGIN_BANK_CODE: '9998' })).toEqual([
      'ZENGIN_BANK_CODE 9998 is not a known bank',
    ]);
    expect(problemsOf({ ...zengin, ZENGIN_BRANCH_CODE: '999' })).toEqual([
      'ZENGIN_BRANCH_CODE 999 is not a branch of bank 0001',
    ]);
    expect(problemsOf({ ...zengin, ZENGIN_SENDER_CODE: '12', ZENGIN_ACCOUNT_TYPE: 'savings' })).toEqual([
      'ZENGIN_SENDER_CODE must be 10 digits, got "12"',
      'ZENGIN_ACCOUNT_TYPE must be ordinary or current, got "savings"',
    ]);
    expect(problemsOf({ ...zengin, ZENGIN_SENDER_NAME: '株式会社しるべ' })).toEqual([
      'ZENGIN_SENDER_NAME must be kana, letters or digits (JIS X 0201), got "株式会社しるべ"',
    ]);
  });
});

describe('start-up failures', () => {
  test('an unreachable PostgreSQL is named with host, port and the cause', async () => {
    // A port we just saw free, below the range outgoing connections take theirs from: nothing listens there.
    const port = await freePort();
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

describe("the API suites' PGlite snapshot (testing/database.ts)", () => {
  test('starts with 16 MB of shared buffers, every migration applied', async () => {
    const handle = await openTestDatabase('pglite');
    try {
      const buffers = await handle.pglite!.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(buffers.rows[0]!.shared_buffers).toBe('16MB');
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
      const applied = await handle.pglite!.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
