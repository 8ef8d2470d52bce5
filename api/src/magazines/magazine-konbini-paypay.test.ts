// A magazine (issue 37) paid with コンビニ and PayPay through Stripe (fake Stripe on loopback, both
// databases), through the one charge step the article uses (payments/charge-step.ts): a konbini order
// waits unpaid with its voucher — the magazine's articles stay closed, no purchase, no ledger row — until
// the store payment opens them and writes the ledger once; unpaid at expiry it fails. PayPay answers
// redirectUrl and the return page sends the buyer back to the magazine's page (/u/{account}/m/{id}).
import { eq } from 'drizzle-orm';
import { ledgerEntries, paymentOrders, purchases } from '../db/schema';
import { readMailsTo } from '../mail/eml';
import { fakeStripeForSuite, pathOf } from '../payments/stripe/testing/stripe-suite';
import { createUser, describeApi } from '../testing/harness';
import { serverLibrary } from '../testing/server-under-test';
import { servicesOf } from '../testing/services';
import { chargeMagazine, magazineOf } from './testing';

const { fake, overrides } = fakeStripeForSuite(['card', 'konbini', 'paypay']);
const DAY = 86_400_000;
const intentOf = (orderId: string) =>
  [...fake().intents.values()].find((pi) => pi.metadata.order_id === orderId)!;

describeApi(
  'magazines: コンビニ and PayPay (Stripe)',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    const orderRow = async (id: string) =>
      (await api().db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
    const reconcileAt = async (now: Date) => {
      const { reconcileStaleOrders } = await serverLibrary();
      return reconcileStaleOrders(servicesOf(api()), { now });
    };
    const purchasesOf = (magazineId: number) =>
      api().db.select().from(purchases).where(eq(purchases.magazineId, magazineId));
    const isOpen = async (headers: Record<string, string>, articleId: number) =>
      (await api().call('GET', `/v1/articles/${articleId}`, { headers })).body.data.isPurchased;

    /** A magazine of two paid articles (2,000 円) and a buyer; `token` pays for it. */
    const buy = async (
      key: string,
      token: () => string,
      extra: (p: { account: string; id: number }) => Record<string, unknown> = () => ({}),
    ) => {
      const { db } = api();
      const author = await createUser(db);
      const buyer = await createUser(db);
      const magazine = await magazineOf(api(), author, 2, { price: 2000 });
      const json = {
        token: token(),
        expectedAmount: 2000,
        ...extra({ account: author.user.account, id: magazine.id }),
      };
      const res = await chargeMagazine(api(), buyer.headers, magazine.id, json, key);
      expect(res.status).toBe(200);
      const orderId: string = res.body.data.veritransOrderId;
      return { author, buyer, magazine, json, res, orderId, pi: intentOf(orderId) };
    };

    it('konbini: pending with the voucher, the articles closed until the store payment; then opened, the ledger once', async () => {
      const { db } = api();
      const { buyer, magazine, json, res, orderId, pi } = await buy('mag-konbini-1', () =>
        fake().createKonbiniMethod(),
      );
      const voucher = pi.next_action.konbini_display_details;
      expect(res.body.data).toMatchObject({
        status: 'pending',
        dddSecureHtmlStr: null,
        redirectUrl: null,
        voucher: { expiresAt: new Date(voucher.expires_at * 1000).toISOString() },
      });
      // The PaymentIntent says what is bought (not 「記事 #null」).
      expect(pi).toMatchObject({ amount: 2000, description: 'しるべ マガジン「まとめて読む」' });
      expect(pi.metadata).toMatchObject({ item_kind: 'magazine', magazine_id: String(magazine.id) });
      expect(await orderRow(orderId)).toMatchObject({
        status: 'pending',
        itemKind: 'magazine',
        paymentMethod: 'konbini',
      });
      const [mail] = await readMailsTo(api().mailDir, buyer.user.email);
      expect(mail?.text).toContain('マガジンの記事が読めるようになります');
      const awaiting = await api().call('GET', '/v1/payment/konbini_vouchers', { headers: buyer.headers });
      expect(awaiting.body.data).toMatchObject([
        {
          orderId,
          itemKind: 'magazine',
          articleId: 0,
          articleTitle: 'マガジン「まとめて読む」',
          amount: 2000,
        },
      ]);
      expect(await purchasesOf(magazine.id)).toEqual([]);
      expect(await isOpen(buyer.headers, magazine.articles[0]!.id)).toBe(false);
      const again = await chargeMagazine(api(), buyer.headers, magazine.id, json, 'mag-konbini-1');
      expect(again.body.data).toMatchObject({ status: 'pending', voucher: res.body.data.voucher });
      expect((await reconcileAt(new Date(Date.now() + DAY))).ids).not.toContain(orderId);

      fake().payKonbini(pi.id);
      await fake().idle();
      expect(await orderRow(orderId)).toMatchObject({ status: 'purchased' });
      expect(await isOpen(buyer.headers, magazine.articles[0]!.id)).toBe(true);
      expect(await isOpen(buyer.headers, magazine.articles[1]!.id)).toBe(true);
      const [purchase] = await purchasesOf(magazine.id);
      const succeeded = fake().events.filter(
        (e) => e.event.type === 'payment_intent.succeeded' && e.event.data.object.id === pi.id,
      );
      fake().redeliver(succeeded.at(-1)!.event.id);
      await fake().idle();
      await reconcileAt(new Date(Date.now() + 30 * DAY));
      expect(await purchasesOf(magazine.id)).toHaveLength(1);
      const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase!.id));
      expect(Object.fromEntries(rows.map((r) => [r.account, r.amount]))).toEqual({
        buyer_payment: -2000,
        seller: 1760,
        platform: 240,
      });
      expect(rows).toHaveLength(3);
    });

    it('konbini unpaid at expiry (Stripe’s event, or our reconciler): failed, nothing opened', async () => {
      const first = await buy('mag-konbini-expired-1', () => fake().createKonbiniMethod());
      fake().expireKonbini(first.pi.id);
      await fake().idle();
      expect(await orderRow(first.orderId)).toMatchObject({ status: 'failed', errorCode: 'payment_expired' });
      expect(await purchasesOf(first.magazine.id)).toEqual([]);

      const second = await buy('mag-konbini-expired-2', () => fake().createKonbiniMethod());
      const expiry = second.pi.next_action.konbini_display_details.expires_at * 1000;
      expect((await reconcileAt(new Date(expiry + 60_000))).ids).toContain(second.orderId);
      expect(await orderRow(second.orderId)).toMatchObject({
        status: 'failed',
        errorCode: 'payment_expired',
      });
      expect(fake().intents.get(second.pi.id)?.status).toBe('canceled');
      expect(await isOpen(second.buyer.headers, second.magazine.articles[0]!.id)).toBe(false);
      await fake().idle();
    });

    it('PayPay: redirectUrl for the whole window, back to the magazine page, bought once', async () => {
      const { author, buyer, magazine, res, orderId, pi } = await buy(
        'mag-paypay-1',
        () => fake().createPayPayMethod(),
        ({ account, id }) => ({ returnPath: `/u/${account}/m/${id}` }),
      );
      const returnPath = `/u/${author.user.account}/m/${magazine.id}`;
      expect(res.body.data).toMatchObject({
        status: 'pending',
        redirectUrl: `${fake().url}/_fake/paypay/${pi.id}`,
      });
      expect(pi.next_action.redirect_to_url.return_url).toBe(
        `${api().siteUrl}/v1/payment/stripe/return/${orderId}?return_to=${encodeURIComponent(returnPath)}`,
      );
      const url = fake().completePayPay(pi.id, true);
      const page = await fetch(api().url + pathOf(url.replace(api().siteUrl, api().url)), {
        redirect: 'manual',
      });
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe(returnPath);
      await fake().idle();
      expect(await purchasesOf(magazine.id)).toHaveLength(1);
      expect(await isOpen(buyer.headers, magazine.articles[0]!.id)).toBe(true);
    });

    it('a returnPath off this site is 400 naming the field, nothing ordered', async () => {
      const { db } = api();
      const author = await createUser(db);
      const buyer = await createUser(db);
      const magazine = await magazineOf(api(), author, 1, { price: 1000 });
      const bad = await chargeMagazine(api(), buyer.headers, magazine.id, {
        token: fake().createPayPayMethod(),
        returnPath: 'https://evil.example/',
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('returnPath');
      expect(await db.select().from(paymentOrders).where(eq(paymentOrders.magazineId, magazine.id))).toEqual(
        [],
      );
    });
  },
  overrides,
);
