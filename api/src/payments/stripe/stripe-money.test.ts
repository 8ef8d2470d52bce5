// Issue 35 "How it is checked", last point: the money probe's checks — the limited-copy race, amounts to
// the yen, refunds at once, the paywall — on the Stripe provider (fake Stripe on loopback, real HTTP, both
// databases), as reserve.test.ts, tokens-and-amounts.test.ts, refunds.test.ts and purchases.test.ts check
// them on the sandbox. What Stripe holds is read from the fake (its intents, exchanges and events), what
// we hold from the database.
import { calculateSale } from '@shirube/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/open';
import { discountCodes, ledgerEntries, paymentOrders, purchases, refunds } from '../../db/schema';
import { salesSummary } from '../../payouts/testing';
import { paidArticle, referralCode } from '../../purchases/testing';
import { charge, copiesOf, forSale } from '../../testing/checkout';
import { createUser, describeApi, type TestApi } from '../../testing/harness';
import { serverLibrary } from '../../testing/server-under-test';
import { servicesOf } from '../../testing/services';
import { readPurchaseView } from '../buyable';
import { fakeStripeForSuite, stripeSale } from './testing/stripe-suite';

const { fake, overrides } = fakeStripeForSuite();

type Session = Awaited<ReturnType<typeof createUser>>;

/** The PaymentIntents made for an article's orders. */
const intentsOfArticle = async (db: Database, articleId: number) => {
  const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.articleId, articleId));
  const ids = new Set(orders.map((o) => o.id));
  return [...fake().intents.values()].filter((pi) => ids.has(pi.metadata.order_id));
};

/** Every ledger row of a purchase as {account, userId, amount}, in a stable order. */
const ledgerOf = async (db: Database, purchaseId: number) =>
  (await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId)))
    .map((r) => ({ account: r.account, userId: r.userId, amount: r.amount, reversal: r.refundId !== null }))
    .sort((a, b) => `${a.reversal}${a.account}`.localeCompare(`${b.reversal}${b.account}`));

/** Is the paid part in what `headers`' user (none: anonymous, as the shell's page head asks) is sent? */
const readsPaid = async (api: TestApi, articleId: number, headers?: Record<string, string>) => {
  const res = await api.call('GET', `/v1/articles/${articleId}`, { headers });
  expect(res.status).toBe(200);
  return res.text.includes('PAID-SECRET');
};

describeApi(
  'the money probe on the Stripe provider',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    /** A 1,980-yen article (15 % commission) bought through a referral link with a 1,480-yen code. */
    const referredSale = async () => {
      const { db } = api();
      const author = await createUser(db);
      const [affiliate, buyer] = await Promise.all([createUser(db), createUser(db)]);
      const article = await paidArticle(db, author.user.id, {
        price: 1980,
        affiliateRateBp: 1500,
        isSalesUnlimited: false,
        salesCount: 3,
      });
      const [code] = await db
        .insert(discountCodes)
        .values({ articleId: article.id, code: `probe${article.id}`, price: 1480 })
        .returning();
      const res = await charge(
        api(),
        buyer.headers,
        {
          articleId: article.id,
          token: fake().createPaymentMethod('4242 4242 4242 4242'),
          expectedAmount: 1480,
          code: code!.code,
          affiliateUid: await referralCode(db, article.id, affiliate.user.id),
        },
        `probe-referred-${article.id}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('purchased');
      await fake().idle(); // payment_intent.succeeded answered
      const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
      const [pi] = await intentsOfArticle(db, article.id);
      return { author, affiliate, buyer, article, purchase: purchase!, pi: pi! };
    };

    it('a 40-way race for 5 copies: 5 purchases, 5 PaymentIntents succeeded; 35 sold_out, never charged', async () => {
      const { db } = api();
      const author = await createUser(db);
      const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 5 });
      const buyers: Session[] = await Promise.all(Array.from({ length: 40 }, () => createUser(db)));
      // One new card per buyer (Stripe.js makes a PaymentMethod per card entry), made before the race.
      const methods = buyers.map(() => fake().createPaymentMethod('4242 4242 4242 4242'));
      const results = await Promise.all(
        buyers.map((b, i) =>
          charge(
            api(),
            b.headers,
            { articleId: article.id, token: methods[i], expectedAmount: 1000 },
            `probe-race-${article.id}-${i}`,
          ),
        ),
      );
      const won = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
      const lost = results.flatMap((r, i) => (r.status === 200 ? [] : [i]));
      expect(won).toHaveLength(5);
      for (const i of won) expect(results[i]!.body.data.status).toBe('purchased');
      for (const i of lost) expect([results[i]!.status, results[i]!.body.code]).toEqual([409, 'sold_out']);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 5, reserved: 0 });
      const bought = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
      expect(bought.map((p) => p.userId).sort()).toEqual(won.map((i) => buyers[i]!.user.id).sort());
      // At Stripe: exactly the winners' five intents, each succeeded for 1,000 yen with the winner's card.
      await fake().idle();
      const intents = await intentsOfArticle(db, article.id);
      expect(intents.map((pi) => [pi.status, pi.amount, pi.currency])).toEqual(
        Array(5).fill(['succeeded', 1000, 'jpy']),
      );
      expect(intents.map((pi) => pi.payment_method).sort()).toEqual(won.map((i) => methods[i]).sort());
      // The losers: no order, and no intent or intent call ever named their card.
      const loserMethods = new Set(lost.map((i) => methods[i]!));
      const loserIds = lost.map((i) => buyers[i]!.user.id);
      expect(await db.select().from(paymentOrders).where(inArray(paymentOrders.userId, loserIds))).toEqual(
        [],
      );
      expect([...fake().intents.values()].filter((pi) => loserMethods.has(pi.payment_method))).toEqual([]);
      const loserCalls = fake().exchanges.filter(
        (x) => x.route.startsWith('/v1/payment_intents') && loserMethods.has(x.params.payment_method),
      );
      expect(loserCalls).toEqual([]);
    }, 240_000);

    // PGlite runs one statement at a time, so above the checkout's first read (buyable.ts) may already
    // see the copies gone and refuse before the reservation is reached. Here every buyer's first read is
    // taken before any sale (as when all arrive at once on PostgreSQL): only the reservation decides.
    it('every first read before any sale: 3 copies, 12 buyers at once → 3 intents succeeded, 9 sold_out uncharged', async () => {
      const { db } = api();
      const author = await createUser(db);
      const article = await paidArticle(db, author.user.id, { isSalesUnlimited: false, salesCount: 3 });
      const buyers: Session[] = await Promise.all(Array.from({ length: 12 }, () => createUser(db)));
      const methods = buyers.map(() => fake().createPaymentMethod('4242 4242 4242 4242'));
      const key = (i: number) => `probe-stale-${article.id}-${i}`;
      const views = await Promise.all(
        buyers.map((b, i) => readPurchaseView(db, b.user.id, article.id, key(i))),
      );
      // The started server's own checkout: a compiled server selected Stripe in its own module state.
      const { checkout } = await serverLibrary();
      const outcomes = await Promise.allSettled(
        buyers.map((b, i) =>
          checkout(servicesOf(api()), {
            buyer: b.user,
            articleId: article.id,
            idempotencyKey: key(i),
            affiliateUid: null,
            token: methods[i]!,
            saveCard: false,
            kind: 'charge',
            view: views[i]!,
          }),
        ),
      );
      const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason.code] : []));
      expect(refused).toEqual(Array(9).fill('sold_out'));
      expect(await copiesOf(db, article.id)).toEqual({ sold: 3, reserved: 0 });
      await fake().idle();
      const intents = await intentsOfArticle(db, article.id);
      expect(intents.map((pi) => pi.status)).toEqual(Array(3).fill('succeeded'));
      const losers = new Set(outcomes.flatMap((o, i) => (o.status === 'rejected' ? [methods[i]!] : [])));
      expect([...fake().intents.values()].filter((pi) => losers.has(pi.payment_method))).toEqual([]);
    }, 120_000);

    it('a discounted purchase through a referral: the intent, the order, the purchase and the ledger agree to the yen', async () => {
      const { db } = api();
      const { author, affiliate, buyer, article, purchase, pi } = await referredSale();
      const split = calculateSale({ price: 1480, affiliateRateBp: 1500, hasAffiliate: true });
      // The split itself: nothing lost or made up, and each part paid (a referral that pays nothing
      // would prove nothing here).
      expect(split.platformFee + split.affiliateCommission + split.sellerShare).toBe(1480);
      expect([split.platformFee, split.affiliateCommission, split.sellerShare].every((n) => n > 0)).toBe(
        true,
      );
      // Stripe charged the code's price, in yen (zero-decimal: 1480 means 1,480 yen), once.
      expect(pi).toMatchObject({ amount: 1480, amount_received: 1480, currency: 'jpy', status: 'succeeded' });
      expect(await intentsOfArticle(db, article.id)).toHaveLength(1);
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, pi.metadata.order_id));
      expect(order).toMatchObject({ amount: 1480, status: 'purchased', purchaseId: purchase.id });
      expect(purchase).toMatchObject({
        userId: buyer.user.id,
        price: 1480,
        affiliateUserId: affiliate.user.id,
      });
      expect(await ledgerOf(db, purchase.id)).toEqual([
        {
          account: 'affiliate',
          userId: affiliate.user.id,
          amount: split.affiliateCommission,
          reversal: false,
        },
        { account: 'buyer_payment', userId: buyer.user.id, amount: -1480, reversal: false },
        { account: 'platform', userId: null, amount: split.platformFee, reversal: false },
        { account: 'seller', userId: author.user.id, amount: split.sellerShare, reversal: false },
      ]);
      // What the seller and the affiliate are shown comes from those rows.
      expect((await salesSummary(api(), author.headers)).pendingSales).toBe(split.sellerShare);
      expect((await salesSummary(api(), affiliate.headers)).pendingSales).toBe(split.affiliateCommission);
    });

    it('10 admin refunds of one purchase at once: one Stripe refund, the ledger reversed once, access removed', async () => {
      const { db, call } = api();
      const { author, affiliate, buyer, article, purchase, pi } = await referredSale();
      const admin = await createUser(db, { isAdmin: true });
      expect(await readsPaid(api(), article.id, buyer.headers)).toBe(true);
      const before = await ledgerOf(db, purchase.id);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call('POST', `/v1/admin/purchases/${purchase.id}/refund`, {
            headers: admin.headers,
            json: { reason: `同時の返金 ${i}` },
          }),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0]!.body.data).toMatchObject({ purchaseId: purchase.id, amount: 1480 });
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(409);
      await fake().idle(); // charge.refunded reached the webhook: ours, so nothing more is recorded
      // At Stripe: one Refund of the whole 1,480 yen, one charge.refunded.
      const made = fake().exchanges.filter(
        (x) => x.method === 'POST' && x.route === '/v1/refunds' && x.params.payment_intent === pi.id,
      );
      expect(made.every((x) => x.status === 200)).toBe(true);
      expect([...new Set(made.map((x) => x.body.id))]).toHaveLength(1);
      expect(made[0]!.body).toMatchObject({ amount: 1480, currency: 'jpy', status: 'succeeded' });
      const refundedEvents = fake().events.filter(
        (e) => e.event.type === 'charge.refunded' && e.event.data.object.payment_intent === pi.id,
      );
      expect(refundedEvents).toHaveLength(1);
      // Ours: one refund row naming that Refund, every sale row reversed exactly once.
      const rows = await db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id));
      expect(rows).toMatchObject([{ amount: 1480, providerRef: made[0]!.body.id }]);
      expect(await ledgerOf(db, purchase.id)).toEqual([
        ...before,
        ...before.map((r) => ({ ...r, amount: -r.amount, reversal: true })),
      ]);
      expect((await salesSummary(api(), author.headers)).pendingSales).toBe(0);
      expect((await salesSummary(api(), affiliate.headers)).pendingSales).toBe(0);
      const [row] = await db.select().from(purchases).where(eq(purchases.id, purchase.id));
      expect(row!.refundedAt).not.toBeNull();
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });
      expect(await readsPaid(api(), article.id, buyer.headers)).toBe(false);
    }, 60_000);

    it('the paid part: the Stripe buyer reads it, anonymous (the page head) and others do not, a refunded buyer no more', async () => {
      const { db, call } = api();
      const { buyer, article, purchase } = await stripeSale(api(), fake());
      const { buyer: other } = await forSale(db);
      const admin = await createUser(db, { isAdmin: true });
      const detail = await call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers });
      expect(detail.body.data).toMatchObject({ isPurchased: true });
      expect(detail.body.data.body.join('')).toContain('PAID-SECRET');
      expect(await readsPaid(api(), article.id)).toBe(false);
      expect(await readsPaid(api(), article.id, other.headers)).toBe(false);
      // Lists never carry it, the buyer's own included.
      for (const path of ['/v1/articles', '/v1/current/articles/purchased', '/v1/current/purchases']) {
        const list = await call('GET', path, { headers: buyer.headers });
        expect([path, list.status]).toEqual([path, 200]);
        expect(list.text).not.toContain('PAID-SECRET');
      }
      const refunded = await call('POST', `/v1/admin/purchases/${purchase.id}/refund`, {
        headers: admin.headers,
        json: { reason: '返金後の閲覧' },
      });
      expect(refunded.status).toBe(200);
      await fake().idle();
      const after = await call('GET', `/v1/articles/${article.id}`, { headers: buyer.headers });
      expect(after.body.data.isPurchased).toBe(false);
      expect(after.text).not.toContain('PAID-SECRET');
    });
  },
  overrides,
);
