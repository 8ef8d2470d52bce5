// Issue 38 item 4: Debian's real Prometheus scrapes both compiled servers (api/dist/main.js on
// API_METRICS_PORT, shell/dist-server/main.js on METRICS_PORT) through one sign-in and one purchase made
// through the shell server, and the figures are read back from its HTTP query API — what an operator's
// dashboards and alerts would see. deploy/prometheus/alerts.yml is checked by promtool and loaded.
// PGlite, or PostgreSQL when TEST_DATABASE_URL is set (then the pool gauges too). Needs `prometheus`
// (apt-get install prometheus; .ci/run installs it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../../scripts/lib/apps.mjs';
import { buildServers, serverOutputs } from '../../../scripts/lib/servers.mjs';
import { openPglite, openPostgres, type DbHandle } from '../db/open';
import { createUser } from '../testing/harness';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { paidArticle } from '../purchases/testing';
import { createDatabase, startProc, stopChild, type Proc } from './processes';

jest.setTimeout(240_000);
const adminUrl = process.env.TEST_DATABASE_URL;
const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';
const rulesFile = path.join(repoRoot, 'deploy/prometheus/alerts.yml');

let dir = '';
let db: Awaited<ReturnType<typeof createDatabase>> | null = null;
const procs: Proc[] = [];
let prometheus: ChildProcess | null = null;
let prometheusLog = '';
let promUrl = '';
let shellUrl = '';
let apiUrl = '';
let fixture: { email: string; articleId: number };

/** One instant query: the result vector (`[]` when nothing matches yet). */
async function query(
  expr: string,
): Promise<Array<{ metric: Record<string, string>; value: [number, string] }>> {
  const res = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
  const body = (await res.json()) as { status: string; data?: { result: [] }; error?: string };
  if (body.status !== 'success') throw new Error(`${expr}: ${body.error}`);
  return body.data!.result;
}
const valueOf = async (expr: string) => {
  const [first] = await query(expr);
  return first ? Number(first.value[1]) : null;
};
/** The same, null while Prometheus is still starting (its port not open yet). */
const valueOnceUp = (expr: string) =>
  valueOf(expr).catch((error: Error & { cause?: { code?: string } }) => {
    if (error.cause?.code === 'ECONNREFUSED') return null;
    throw error;
  });

/** Polls until Prometheus has scraped what `expr` asks for (it scrapes every second here). */
async function eventually(expr: string, done: (v: number | null) => boolean) {
  const deadline = Date.now() + 60_000;
  let v = await valueOnceUp(expr);
  while (!done(v)) {
    if (Date.now() > deadline)
      throw new Error(`${expr}: still ${v} after 60 s\n${prometheusLog.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 500));
    v = await valueOnceUp(expr);
  }
  return v;
}

beforeAll(async () => {
  if (!existsSync(PROMETHEUS) || !existsSync(PROMTOOL))
    throw new Error(`${PROMETHEUS} missing: apt-get install prometheus (.ci/run installs it)`);
  await buildServers({ log: () => {} });
  dir = mkdtempSync(path.join(os.tmpdir(), 'shirube-prometheus-'));
  let handle: DbHandle;
  if (adminUrl) {
    db = await createDatabase(adminUrl);
    handle = await openPostgres(db.url);
  } else handle = await openPglite({ dataDir: path.join(dir, 'pglite') });
  try {
    const author = await createUser(handle.db);
    const buyer = await createUser(handle.db);
    const article = await paidArticle(handle.db, author.user.id);
    fixture = { email: buyer.user.email, articleId: article.id };
  } finally {
    await handle.close(); // PGlite: the API opens the folder next
  }
  const [apiPort, apiMetrics, shellPort, shellMetrics, promPort] = await Promise.all(
    Array.from({ length: 5 }, freePort),
  );
  shellUrl = `http://127.0.0.1:${shellPort}`;
  const common = { DATA_DIR: dir, NODE_ENV: 'test', SITE_URL: shellUrl, SEED_DEMO: '0', LOG_REQUESTS: '0' };
  procs.push(
    await startProc(
      'api',
      serverOutputs.api,
      apiPort,
      {
        ...common,
        ...(db ? { DATABASE_URL: db.url } : {}),
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        API_METRICS_PORT: String(apiMetrics),
        // The monthly payout run is due from day 1 (PAYOUT_RUN_DAY): it runs once at start.
        PAYOUT_SCHEDULE: '1',
      },
      'API listening on ',
    ),
  );
  apiUrl = `http://127.0.0.1:${apiPort}`;
  procs.push(
    await startProc(
      'shell',
      serverOutputs.shell,
      shellPort,
      {
        ...common,
        API_URL: apiUrl,
        PORT: String(shellPort),
        HOST: '127.0.0.1',
        METRICS_PORT: String(shellMetrics),
        SESSION_SECRET: 'prometheus-test-secret-0123456789abcdef0123456789',
      },
      '[shell] http://',
    ),
  );
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(
    config,
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      `rule_files: ['${rulesFile}']`,
      'scrape_configs:',
      `  - { job_name: api, static_configs: [{ targets: ['127.0.0.1:${apiMetrics}'] }] }`,
      `  - { job_name: shell, static_configs: [{ targets: ['127.0.0.1:${shellMetrics}'] }] }`,
      '',
    ].join('\n'),
  );
  promUrl = `http://127.0.0.1:${promPort}`;
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'tsdb')}`,
      `--web.listen-address=127.0.0.1:${promPort}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prometheus.stdout!.on('data', (c: Buffer) => (prometheusLog += c.toString()));
  prometheus.stderr!.on('data', (c: Buffer) => (prometheusLog += c.toString()));
  await eventually('count(up{job=~"api|shell"} == 1)', (v) => v === 2);
});

afterAll(async () => {
  if (prometheus) await stopChild(prometheus);
  await Promise.all(procs.map((p) => stopChild(p.child)));
  await db?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('promtool accepts the shipped scrape config and alert rules, and Prometheus loaded the rules', async () => {
  expect(execFileSync(PROMTOOL, ['check', 'rules', rulesFile], { encoding: 'utf8' })).toContain(
    'SUCCESS: 8 rules found',
  );
  const config = path.join(repoRoot, 'deploy/prometheus/prometheus.yml');
  expect(execFileSync(PROMTOOL, ['check', 'config', config], { encoding: 'utf8' })).toContain('SUCCESS');
  const rules = (await (await fetch(`${promUrl}/api/v1/rules`)).json()) as {
    data: { groups: Array<{ rules: Array<{ name: string; health: string }> }> };
  };
  const loaded = rules.data.groups.flatMap((g) => g.rules.map((r) => [r.name, r.health]));
  expect(loaded.map(([name]) => name).sort()).toEqual(
    [
      'HighErrorRate',
      'MailOutboxBacklog',
      'MetricsTargetDown',
      'ServerRenderFallbacks',
      'SlowResponses',
      'StuckPaymentOrders',
      'ViewsLost',
      'WebhookFailures',
    ].sort(),
  );
});

it('one sign-in and one purchase through the shell server, as Prometheus sees them', async () => {
  const origin = { origin: shellUrl, 'content-type': 'application/json' };
  const signIn = await fetch(`${shellUrl}/v1/auth/sign_in`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email: fixture.email, password: 'password123' }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${shellUrl}/v1/payment/sandbox/tokens`, {
    method: 'POST',
    headers: { ...origin, cookie },
    body: JSON.stringify({ cardNumber: '4242 4242 4242 4242', cardExpire: '12/30', securityCode: '123' }),
  });
  expect(token.status).toBe(200);
  const charge = await fetch(`${shellUrl}/v1/payment/veritrans/charge`, {
    method: 'POST',
    headers: { ...origin, cookie, 'idempotency-key': 'prometheus-test-1' },
    body: JSON.stringify({
      articleId: fixture.articleId,
      token: ((await token.json()) as { token: string }).token,
    }),
  });
  expect(charge.status).toBe(200);
  expect(((await charge.json()) as { data: { status: string } }).data.status).toBe('purchased');

  // The purchase, by outcome and provider, and the charge behind it.
  await eventually(
    'sum(shirube_purchases_total{job="api",outcome="recorded",provider="sandbox"})',
    (v) => v === 1,
  );
  expect(await valueOf('sum(shirube_charges_total{job="api",provider="sandbox",outcome="succeeded"})')).toBe(
    1,
  );
  // The API's requests by the contract's template and status; the shell's proxied ones as one family.
  await eventually(
    'sum(shirube_http_requests_total{job="api",route="/v1/payment/veritrans/charge",method="POST",status="200"})',
    (v) => v === 1,
  );
  expect(
    await valueOf('sum(shirube_http_requests_total{job="api",route="/v1/auth/sign_in",status="200"})'),
  ).toBe(1);
  await eventually(
    'sum(shirube_http_requests_total{job="shell",route="/v1/*",method="POST"})',
    (v) => v === 3,
  );
  // A latency histogram Prometheus can take a p95 of (the SlowResponses alert's expression).
  const p95 = await valueOf(
    'histogram_quantile(0.95, sum by (le) (shirube_http_request_duration_seconds_bucket{job="api",route="/v1/payment/veritrans/charge"}))',
  );
  expect(p95).toBeGreaterThan(0);
  // No raw path became a label: no route holds a number of its own (the article id, a token).
  expect(await query('count by (route) (shirube_http_requests_total{route=~".*/[0-9]+.*"})')).toEqual([]);
  // The database: statements timed, and (PostgreSQL) the pool's connections.
  expect(
    await valueOf('sum(shirube_db_query_duration_seconds_count{job="api",outcome="ok"})'),
  ).toBeGreaterThan(10);
  if (adminUrl)
    expect(await valueOf('shirube_db_pool_connections{job="api",state="total"}')).toBeGreaterThan(0);
  // The mail outbox, the unsettled orders (none left: the purchase settled at once).
  expect(await valueOf('shirube_mail_outbox_depth{job="api"}')).not.toBeNull();
  expect(await valueOf('shirube_payment_orders_open{job="api",status="created"}')).toBe(0);
  // The monthly payout run this process carried out at start (nobody payable yet).
  await eventually('sum(shirube_payout_runs_total{job="api",result="finished"})', (v) => v === 1);
  // The shell's remote versions live: none published in this test's release store, so none live.
  expect(await query('shirube_remote_live{job="shell"}')).toEqual([]);
});

it('the metrics are on their own ports, not on the site or the API port', async () => {
  const site = await (await fetch(`${shellUrl}/metrics`)).text();
  expect(site).not.toContain('shirube_http_requests_total');
  const api = await fetch(`${apiUrl}/metrics`);
  expect(api.status).toBe(404);
});
