// The buying suites' shared steps (sandbox and Stripe providers alike): who buys what, the charge
// request, the sandbox's 3-D Secure answer and a limited article's copies — one spelling each, so a
// change of the checkout contract is made here and not in every suite.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles } from '../db/schema';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';
import { createUser, type TestApi } from './harness';

/** An author, a buyer and the author's published paid article (paidArticle; override any column). */
export async function forSale(db: Database, values?: Parameters<typeof paidArticle>[2]) {
  const author = await createUser(db);
  const buyer = await createUser(db);
  const article = await paidArticle(db, author.user.id, values);
  return { author, buyer, article };
}

/** POST /v1/payment/veritrans/charge as `headers`' user; without `key` no Idempotency-Key is sent. */
export const charge = (
  api: TestApi,
  headers: Record<string, string>,
  json: Record<string, unknown>,
  key?: string,
) =>
  api.call('POST', '/v1/payment/veritrans/charge', {
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    json,
  });

/** The card holder's button on the sandbox's 3-D Secure page (the form posts `action`). */
export const answerChallenge = (api: TestApi, orderId: string, action: 'approve' | 'cancel') =>
  api.call('POST', `/v1/payment/sandbox/3ds/${orderId}`, {
    body: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A limited article's copies: sold, and held by open orders (reserve before charge, issue 21). */
export async function copiesOf(db: Database, articleId: number) {
  const [a] = await db
    .select({ sold: articles.soldCount, reserved: articles.reservedCount })
    .from(articles)
    .where(eq(articles.id, articleId));
  return a!;
}

/** charge() paying with a new sandbox token of `card` (CARDS of purchases/testing) as `token`. */
export async function chargeCard(
  api: TestApi,
  headers: Record<string, string>,
  card: string,
  json: Record<string, unknown>,
  key?: string,
) {
  return charge(api, headers, { ...json, token: await cardToken(api, headers, card) }, key);
}

/** Every buyer charges at the same moment, each with a 4242 token of its own (made first, so that only
 *  the charges race); `key(i)` is buyer i's Idempotency-Key. Answers the responses in buyer order. */
export async function chargeAtOnce(
  api: TestApi,
  buyers: ReadonlyArray<{ headers: Record<string, string> }>,
  json: Record<string, unknown>,
  key: (i: number) => string,
) {
  const tokens = await Promise.all(buyers.map((b) => cardToken(api, b.headers, CARDS.ok)));
  return Promise.all(buyers.map((b, i) => charge(api, b.headers, { ...json, token: tokens[i] }, key(i))));
}
