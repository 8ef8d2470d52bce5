// The shell server's environment (issue 22): production refuses a missing or short SESSION_SECRET and a
// missing or loopback SITE_URL, one line naming the variable; outside production both have defaults.
import { configFromEnv, ShellConfigError } from './config';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ShellConfigError) return error.problems;
    throw error;
  }
  return [];
};

const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SITE_URL: 'https://shirube.example.jp/',
  SESSION_SECRET: 'x'.repeat(32),
  PAYMENT_PROVIDER: 'stripe',
};

test('a complete production environment starts', () => {
  expect(problemsOf(PRODUCTION)).toEqual([]);
  expect(configFromEnv(PRODUCTION)).toMatchObject({
    siteUrl: 'https://shirube.example.jp',
    sessionSecret: 'x'.repeat(32),
  });
});

test.each([
  [
    { ...PRODUCTION, SESSION_SECRET: undefined },
    'SESSION_SECRET must be set in production (≥ 32 bytes, e.g. `openssl rand -hex 32`)',
  ],
  [
    { ...PRODUCTION, SESSION_SECRET: 'x' },
    'SESSION_SECRET must be at least 32 bytes in production, got 1 (e.g. `openssl rand -hex 32`)',
  ],
  [
    // Bytes, not characters: 10 kana are 30 bytes in UTF-8.
    { ...PRODUCTION, SESSION_SECRET: 'しるべしるべしるべし' },
    'SESSION_SECRET must be at least 32 bytes in production, got 30 (e.g. `openssl rand -hex 32`)',
  ],
  [
    { ...PRODUCTION, SITE_URL: undefined },
    'SITE_URL must be set in production: the public URL of the site, e.g. https://shirube.example.jp',
  ],
])('%#: %j', (env, line) => {
  expect(problemsOf(env)).toEqual([line]);
});

test.each(['http://127.0.0.1:3000', 'http://app.localhost'])(
  'production refuses the loopback SITE_URL %s',
  (url) => {
    expect(problemsOf({ ...PRODUCTION, SITE_URL: url })).toEqual([
      `SITE_URL must be the site's public URL in production, not a loopback address (got "${url}")`,
    ]);
  },
);

test('outside production: the session secret may be generated and SITE_URL defaults to localhost', () => {
  expect(configFromEnv({ PORT: '3100' })).toMatchObject({
    sessionSecret: undefined,
    siteUrl: 'http://localhost:3100',
  });
  expect(configFromEnv({ SESSION_SECRET: 'short' }).sessionSecret).toBe('short');
  expect(problemsOf({ SITE_URL: 'shirube.example.jp' })).toEqual([
    'SITE_URL must be an http(s) URL, got "shirube.example.jp"',
  ]);
});

test('SSR_DATA_CACHE_MS: 3 s by default, 0 turns the micro-cache off, never beyond 10 s', () => {
  expect(configFromEnv({}).ssrDataCacheMs).toBe(3000);
  expect(configFromEnv({ SSR_DATA_CACHE_MS: '0' }).ssrDataCacheMs).toBe(0);
  expect(problemsOf({ SSR_DATA_CACHE_MS: '60000' })).toEqual([
    'SSR_DATA_CACHE_MS must be a whole number of ms 0–10000, got "60000"',
  ]);
});

test('SHARED_CACHE_S: 30 s by default, 0 shares nothing, never beyond 30 s (+ 30 s stale: a minute, issue 38)', () => {
  expect(configFromEnv({}).sharedCacheS).toBe(30);
  expect(configFromEnv({ SHARED_CACHE_S: '0' }).sharedCacheS).toBe(0);
  expect(problemsOf({ SHARED_CACHE_S: '31' })).toEqual([
    'SHARED_CACHE_S must be a whole number of seconds 0–30, got "31"',
  ]);
});

test('METRICS_PORT: no metrics listener unless set; loopback by default; a bad value is one line', () => {
  expect(configFromEnv({}).metrics).toBeNull();
  expect(configFromEnv({ METRICS_PORT: '9465' }).metrics).toEqual({ port: 9465, host: '127.0.0.1' });
  expect(problemsOf({ METRICS_PORT: 'x', METRICS_HOST: '0.0.0.0' })).toEqual([
    'METRICS_PORT must be 1–65535, got "x"',
  ]);
});

test('SSR_BUDGET_MS 300 and SSR_DATA_WAIT_MS 1000 by default; each a whole number of ms up to a minute', () => {
  expect(configFromEnv({})).toMatchObject({ ssrBudgetMs: 300, ssrDataWaitMs: 1000 });
  expect(configFromEnv({ SSR_BUDGET_MS: '0', SSR_DATA_WAIT_MS: '2500' })).toMatchObject({
    ssrBudgetMs: 0,
    ssrDataWaitMs: 2500,
  });
  expect(problemsOf({ SSR_BUDGET_MS: '1.5', SSR_DATA_WAIT_MS: '90000' })).toEqual([
    'SSR_BUDGET_MS must be a whole number of ms 0–60000, got "1.5"',
    'SSR_DATA_WAIT_MS must be a whole number of ms 0–60000, got "90000"',
  ]);
});

// Issue 41: the shell reads the processor the way the API does (@shirube/server paymentModeFromEnv), so a
// production shell never runs beside the sandbox silently, and knows when to show the staging banner.
test('production refuses the sandbox processor unless ALLOW_SANDBOX_PAYMENTS=1, which shows the banner', () => {
  for (const PAYMENT_PROVIDER of [undefined, 'sandbox'])
    expect(problemsOf({ ...PRODUCTION, PAYMENT_PROVIDER })).toEqual([
      expect.stringMatching(
        /^PAYMENT_PROVIDER(=sandbox| unset \(the sandbox\)) is refused in production: set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_PAYMENTS=1/,
      ),
    ]);
  const staging = { ...PRODUCTION, PAYMENT_PROVIDER: undefined, ALLOW_SANDBOX_PAYMENTS: '1' };
  expect(configFromEnv(staging).sandboxBanner).toBe(true);
  expect(configFromEnv(PRODUCTION).sandboxBanner).toBe(false);
  // Outside production the sandbox is the quick start's, without a banner unless asked for.
  expect(configFromEnv({}).sandboxBanner).toBe(false);
  expect(configFromEnv({ ALLOW_SANDBOX_PAYMENTS: '1' }).sandboxBanner).toBe(true);
  expect(problemsOf({ ALLOW_SANDBOX_PAYMENTS: 'yes' })).toEqual([
    'ALLOW_SANDBOX_PAYMENTS must be 1 or 0, got "yes"',
  ]);
});

test('REMOTES_BASE_URL: an http(s) base browsers load the remotes from; anything else is one line', () => {
  expect(problemsOf({ REMOTES_BASE_URL: 'https://cdn.example.jp/releases/' })).toEqual([]);
  expect(problemsOf({ REMOTES_BASE_URL: 'http://127.0.0.1:9000/shirube-releases/site' })).toEqual([]);
  for (const bad of ['cdn.example.jp/releases', 'javascript:alert(1)', 'https://cdn.example.jp/r?x=1'])
    expect(problemsOf({ REMOTES_BASE_URL: bad })).toEqual([
      `REMOTES_BASE_URL must be an http(s) URL without query or credentials (the public URL of the release store's root), got "${bad}"`,
    ]);
});
