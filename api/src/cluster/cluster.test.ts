// Issue 22 item 7: several processes. Two compiled API processes and two compiled shell servers on ONE
// PostgreSQL database and one DATA_DIR, behind nginx round robin (deploy/nginx/several-processes.conf),
// with every periodic job on. Shows what must hold with N processes: a 10-copy article sells exactly
// 10 copies to 200 racing buyers; the due reservations, the stuck orders and the monthly payout run are
// each handled once; the sign-in back-off counts failures from every process; a session made through one
// shell server works through the other; an upload made through one API is served by the other.
// PostgreSQL only (PGlite is one process's database): CI always sets TEST_DATABASE_URL.
import { eq, inArray, isNotNull, like } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fillNginxTemplate } from '../../../scripts/lib/nginx.mjs';
import { buildServers } from '../../../scripts/lib/servers.mjs';
import { openPostgres, type DbHandle } from '../db/open';
import {
  ledgerEntries,
  notifications,
  paymentOrders,
  payoutRuns,
  payouts,
  purchases,
  rateLimits,
} from '../db/schema';
import { apiCaller, createUser } from '../testing/harness';
import { BUYERS, COPIES, makeFixtures, setupServer, soldCount, type Fixtures } from './fixtures';
import { createDatabase, startCluster, type Cluster } from './processes';

jest.setTimeout(300_000);
const adminUrl = process.env.TEST_DATABASE_URL;

/** Polls `read` until `done` says so (bounded: a job that never runs fails the test, with the last value). */
async function until<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not reached in ${ms / 1000} s (${JSON.stringify(value)})`);
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

const count = (text: string, needle: string) => text.split(needle).length - 1;

// Runs everywhere (PGlite runs too): the nginx file the cluster uses spreads requests over every process.
describe('several processes: the nginx file', () => {
  it('lists every shell and API process in round-robin upstreams, with nothing pinning a client', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'shirube-nginx-'));
    try {
      const file = fillNginxTemplate('several-processes.conf', prefix, {
        LISTEN: '127.0.0.1:1',
        API_LISTEN: '127.0.0.1:6',
        SHELLS: 'server 127.0.0.1:2; server 127.0.0.1:3;',
        APIS: 'server 127.0.0.1:4; server 127.0.0.1:5;',
        BALANCERS: '',
      });
      const conf = readFileSync(file, 'utf8');
      expect(conf).toContain('upstream shirube_shells { server 127.0.0.1:2; server 127.0.0.1:3;');
      expect(conf).toContain('upstream shirube_apis { server 127.0.0.1:4; server 127.0.0.1:5;');
      expect(conf).not.toMatch(/\b(ip_hash|hash|sticky|least_conn)\b/);
      // Issue 41: the API listener passes the shell's one visitor address on; appending the shell's own
      // address made every visitor the shell server to the API.
      const apiBlock = conf.slice(conf.indexOf('listen 127.0.0.1:6;'));
      expect(apiBlock).toContain('proxy_set_header X-Forwarded-For $http_x_forwarded_for;');
      expect(apiBlock).not.toContain('$proxy_add_x_forwarded_for');
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});

// The processes themselves need PostgreSQL (PGlite is one process's database): CI always sets it.
if (adminUrl) {
  describe('several processes behind nginx [postgres]', () => {
    let db: Awaited<ReturnType<typeof createDatabase>> | null = null;
    let handle: DbHandle | null = null;
    let cluster: Cluster | null = null;
    let dataDir = '';
    let fx: Fixtures;

    beforeAll(async () => {
      await buildServers({ log: () => {} });
      db = await createDatabase(adminUrl);
      handle = await openPostgres(db.url);
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'shirube-cluster-'));
      const setup = await setupServer(handle.db, dataDir);
      try {
        fx = await makeFixtures(setup.api);
      } finally {
        await setup.close();
      }
      cluster = await startCluster({
        count: 2,
        databaseUrl: db.url,
        dataDir,
        env: {
          SEED_DEMO: '0',
          SESSION_SECRET: 'cluster-secret-0123456789abcdef0123456789abcdef',
          PUBLISH_SCHEDULER_MS: '100',
          RECONCILE_INTERVAL_MS: '200',
          PAYOUT_RUN_DAY: '1',
          PAYOUT_HOLD_DAYS: '0',
          PAYOUT_SCHEDULE: '1',
        },
      });
      console.log(
        `cluster test: 2 API processes (${cluster.apis.map((p) => p.url).join(', ')}) and 2 shell servers ` +
          `(${cluster.shells.map((p) => p.url).join(', ')}) behind nginx ${cluster.siteUrl} on PostgreSQL`,
      );
    }, 300_000);

    afterAll(async () => {
      await cluster?.stop();
      await handle?.close();
      await db?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('200 buyers racing through nginx for a 10-copy article: exactly 10 sold, the rest 409 sold_out', async () => {
      const call = apiCaller(cluster!.apiUrl);
      const tokens: string[] = [];
      for (let i = 0; i < BUYERS; i += 50) {
        const batch = fx.buyers.slice(i, i + 50).map(async (headers) => {
          const res = await call('POST', '/v1/payment/sandbox/tokens', {
            headers,
            json: { cardNumber: '4242 4242 4242 4242', cardExpire: '12/30', securityCode: '123' },
          });
          if (res.status !== 200) throw new Error(`token ${res.status} ${res.text}`);
          return res.body.token as string;
        });
        tokens.push(...(await Promise.all(batch)));
      }
      const results = await Promise.all(
        fx.buyers.map((headers, i) =>
          call('POST', '/v1/payment/veritrans/charge', {
            headers: { ...headers, 'idempotency-key': `race-buyer-${i}` },
            json: { articleId: fx.raceArticle, token: tokens[i] },
          }),
        ),
      );
      const sold = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(sold).toHaveLength(COPIES);
      expect(sold.every((r) => r.body.data.status === 'purchased')).toBe(true);
      expect(refused.map((r) => [r.status, r.body?.code])).toEqual(
        Array.from({ length: BUYERS - COPIES }, () => [409, 'sold_out']),
      );
      expect(await soldCount(handle!.db, fx.raceArticle)).toBe(COPIES);
      const rows = await handle!.db.select().from(purchases).where(eq(purchases.articleId, fx.raceArticle));
      expect(rows).toHaveLength(COPIES);
      // Round robin reached both API processes (their request logs name the route).
      for (const api of cluster!.apis)
        expect(count(api.output(), '/v1/payment/veritrans/charge')).toBeGreaterThan(0);
    });

    it('the due reservations are announced once each', async () => {
      const notes = () =>
        handle!.db.select().from(notifications).where(eq(notifications.userId, fx.reservationAuthor));
      const seen = await until('reservations announced', notes, (n) => n.length >= fx.reserved.length);
      expect(seen.map((n) => n.articleId).sort()).toEqual([...fx.reserved].sort());
    });

    it('each stuck order is settled once by the reconcilers of both processes', async () => {
      const orders = () =>
        handle!.db.select().from(paymentOrders).where(inArray(paymentOrders.id, fx.stuckOrders));
      await until('stuck orders settled', orders, (o) => o.every((r) => r.status === 'purchased'));
      const sold = await handle!.db
        .select()
        .from(purchases)
        .where(inArray(purchases.articleId, fx.stuckArticles));
      expect(sold.map((p) => p.articleId).sort()).toEqual([...fx.stuckArticles].sort());
      const ledger = await handle!.db
        .select()
        .from(ledgerEntries)
        .where(
          inArray(
            ledgerEntries.purchaseId,
            sold.map((p) => p.id),
          ),
        );
      expect(ledger).toHaveLength(3 * sold.length);
      expect(ledger.reduce((s, r) => s + r.amount, 0)).toBe(0);
    });

    it('the monthly payout run runs in one process and pays each seller once', async () => {
      const runs = () => handle!.db.select().from(payoutRuns).where(isNotNull(payoutRuns.finishedAt));
      const [run] = await until('monthly run finished', runs, (r) => r.length === 1);
      expect(run!.payoutCount).toBe(fx.sellers.length);
      const paid = await handle!.db.select().from(payouts).where(inArray(payouts.userId, fx.sellers));
      expect(paid.map((p) => [p.userId, p.kind]).sort()).toEqual(
        fx.sellers.map((id) => [id, 'monthly']).sort(),
      );
      const logs = cluster!.apis.map((p) => count(p.output(), `monthly payouts ${run!.month}:`));
      expect(logs.sort()).toEqual([0, 1]);
    });

    it('sign-in back-off: failures through API 1 block the account on API 2', async () => {
      const user = await createUser(handle!.db);
      const [one, two] = cluster!.apis.map((p) => apiCaller(p.url));
      const signIn = (call: typeof one, password: string) =>
        call!('POST', '/v1/auth/sign_in', { json: { email: user.user.email, password } });
      for (let i = 0; i < 5; i++) expect((await signIn(one, 'wrong-password')).status).toBe(401);
      const blocked = await signIn(two, 'password123');
      expect([blocked.status, blocked.body.code]).toEqual([429, 'too_many_attempts']);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    // Issue 41: behind several-processes.conf the API took the shell server for every visitor, so the
    // whole site shared one sign-up budget (the 11th visitor of the hour got 429).
    it('two visitors behind nginx get their own sign-up keys, not the shell server’s', async () => {
      const signUp = (visitor: string, n: number) =>
        fetch(`${cluster!.siteUrl}/v1/auth`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: cluster!.siteUrl,
            'x-forwarded-for': visitor,
          },
          body: JSON.stringify({
            email: `visitor${n}@example.jp`,
            password: 'correct horse 1',
            passwordConfirmation: 'correct horse 1',
            account: `visitor${n}`,
            name: '訪問者',
          }),
        });
      // Each visitor twice: both through either shell server and either API process.
      for (const [n, visitor] of ['198.51.100.7', '198.51.100.8', '198.51.100.7', '198.51.100.8'].entries())
        expect((await signUp(visitor, n)).status).toBe(200);
      const keys = await handle!.db
        .select({ key: rateLimits.key, hits: rateLimits.hits })
        .from(rateLimits)
        .where(like(rateLimits.key, 'signup:address:%'));
      expect(keys.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
        { key: 'signup:address:198.51.100.7', hits: 2 },
        { key: 'signup:address:198.51.100.8', hits: 2 },
      ]);
    });

    it('a session made through shell server 1 works through shell server 2', async () => {
      const user = await createUser(handle!.db);
      const [first, second] = cluster!.shells;
      const signIn = await fetch(`${first!.url}/v1/auth/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first!.url },
        body: JSON.stringify({ email: user.user.email, password: 'password123' }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      expect(cookie).not.toBe('');
      const me = await fetch(`${second!.url}/v1/users/current`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect((await me.json()).data.email).toBe(user.user.email);
      const anonymous = await fetch(`${second!.url}/v1/users/current`);
      expect(anonymous.status).toBe(401);
    });

    it('an icon uploaded through API 1 is served by API 2', async () => {
      const user = await createUser(handle!.db);
      const [one, two] = cluster!.apis;
      const png = await sharp({
        create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 120, b: 200 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'icon.png');
      const up = await fetch(`${one!.url}/v1/users/current/image`, {
        method: 'POST',
        headers: user.headers,
        body: form,
      });
      expect(up.status).toBe(200);
      const imageUrl = (await up.json()).data.imageUrl as string;
      expect(imageUrl).toMatch(/^\/uploads\/users\/.+\.webp$/);
      const served = await fetch(`${two!.url}${imageUrl}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(400);
    });

    it('after everything: each reservation was announced once, and no process died', async () => {
      const notes = await handle!.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, fx.reservationAuthor));
      expect(notes.map((n) => n.articleId).sort()).toEqual([...fx.reserved].sort());
      for (const p of [...cluster!.apis, ...cluster!.shells])
        expect([p.name, p.child.exitCode]).toEqual([p.name, null]);
      expect(cluster!.nginxLog()).not.toMatch(/\[(emerg|crit)\]/);
    });
  });
}
