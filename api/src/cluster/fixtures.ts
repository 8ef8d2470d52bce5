// What cluster.test.ts needs in the database before the cluster starts, made through one in-process
// API server on the same database (the real endpoints, as the other suites do): sellers with payable
// balances for the monthly run, orders stuck between charge and record for the reconciler, due
// reservations, a 10-copy article and its 200 buyers.
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, paymentOrders, users } from '../db/schema';
import { authHeaders, apiCaller, createUser, type TestApi } from '../testing/harness';
import { insertArticle } from '../testing/fixtures';
import { serverLibrary } from '../testing/server-under-test';
import { testServerConfig } from '../testing/config';
import { issueToken } from '../auth/tokens';
import { makePayable, sellerWithSales } from '../payouts/testing';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';

export const PAYOUT_SELLERS = 3;
export const STUCK_ORDERS = 4;
export const RESERVATIONS = 20;
export const BUYERS = 200;
export const COPIES = 10;

export interface Fixtures {
  sellers: number[];
  stuckOrders: string[];
  stuckArticles: number[];
  reserved: number[];
  reservationAuthor: number;
  raceArticle: number;
  buyers: Record<string, string>[];
}

/** The in-process API on `db` (data in `dataDir`, like the cluster's); `close` stops it. */
export async function setupServer(db: Database, dataDir: string) {
  const { startServer, createMailer, kickPurchaseMails, flushViews } = await serverLibrary();
  const config = testServerConfig(dataDir, {
    mailFrom: 'no-reply@shirube.test',
    invoiceRegistrationNumber: 'T1234567890123',
    // Sales are payable at once, so the cluster's monthly run has sellers to pay.
    payouts: { holdDays: 0 },
  });
  const services = { db, config, mailer: createMailer({ mailDir: config.mailDir, from: config.mailFrom! }) };
  const server = await startServer(services);
  const api: TestApi = {
    backend: 'postgres',
    url: server.url,
    db,
    mailDir: config.mailDir,
    siteUrl: config.siteUrl,
    mailsSent: () => kickPurchaseMails(services),
    viewsRecorded: () => flushViews(db),
    call: apiCaller(server.url),
  };
  return {
    api,
    close: async () => {
      await server.close();
      await kickPurchaseMails(services);
    },
  };
}

/** A charge whose request dies between the provider's capture and the purchase (the test hook). */
async function stuckOrder(api: TestApi, articleId: number): Promise<string> {
  const buyer = await createUser(api.db);
  const token = await cardToken(api, buyer.headers, CARDS.ok);
  const { checkoutFaults } = await serverLibrary();
  checkoutFaults.afterCharge = () => {
    throw new Error('test: crash between charge and record');
  };
  try {
    const res = await api.call('POST', '/v1/payment/veritrans/charge', {
      headers: { ...buyer.headers, 'idempotency-key': `stuck-order-${articleId}` },
      json: { articleId, token, expectedAmount: 1000 },
    });
    if (res.status !== 500) throw new Error(`stuck order: ${res.status} ${res.text}`);
  } finally {
    checkoutFaults.afterCharge = null;
  }
  const [order] = await api.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.articleId, articleId), eq(paymentOrders.userId, buyer.user.id)));
  if (order?.status !== 'created') throw new Error(`stuck order is ${order?.status}`);
  return order.id;
}

/** 200 confirmed buyers in one insert (one password hash shared: their sessions are what counts). */
async function manyBuyers(db: Database, count: number) {
  const passwordHash = await hash('password123');
  const tag = `${process.pid}${Date.now()}`;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `buyer${i}-${tag}@example.com`,
        account: `buyer${i}_${tag}`,
        name: `購入者${i}`,
        passwordHash,
        confirmedAt: new Date(),
      })),
    )
    .returning();
  const sessions = [];
  for (const user of rows) sessions.push(authHeaders(await issueToken(db, user, 'session')));
  return sessions;
}

export async function makeFixtures(api: TestApi): Promise<Fixtures> {
  const { db } = api;
  const sellers: number[] = [];
  for (let i = 0; i < PAYOUT_SELLERS; i++) {
    const { seller } = await sellerWithSales(api, 2);
    await makePayable(api, seller);
    sellers.push(seller.user.id);
  }
  const stuckAuthor = await createUser(db);
  const stuckArticles: number[] = [];
  const stuckOrders: string[] = [];
  for (let i = 0; i < STUCK_ORDERS; i++) {
    const article = await paidArticle(db, stuckAuthor.user.id);
    stuckArticles.push(article.id);
    stuckOrders.push(await stuckOrder(api, article.id));
  }
  // Old enough for the reconciler (ORDER_TIMEOUT_MS is 2 minutes).
  await db
    .update(paymentOrders)
    .set({ updatedAt: sql`now() - interval '10 minutes'` })
    .where(inArray(paymentOrders.id, stuckOrders));

  const author = await createUser(db);
  const reserved = [];
  for (let i = 0; i < RESERVATIONS; i++) {
    const article = await insertArticle(db, author.user.id, {
      reservePublishType: 'reserve',
      inspectStatus: 'approved',
      publishedAt: new Date(Date.now() + 2_000),
    });
    reserved.push(article.id);
  }
  const raceAuthor = await createUser(db);
  const race = await paidArticle(db, raceAuthor.user.id, { isSalesUnlimited: false, salesCount: COPIES });
  const buyers = await manyBuyers(db, BUYERS);
  return {
    sellers,
    stuckOrders,
    stuckArticles,
    reserved,
    reservationAuthor: author.user.id,
    raceArticle: race.id,
    buyers,
  };
}

export const soldCount = async (db: Database, articleId: number) =>
  (await db.select().from(articles).where(eq(articles.id, articleId)))[0]!.soldCount;
