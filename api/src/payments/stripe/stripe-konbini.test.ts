// Issue 35 item 5: コンビニ through Stripe (STRIPE_PAYMENT_METHODS=card,konbini; fake Stripe on loopback,
// both databases). The charge answers a voucher (next_action.konbini_display_details): shown to the buyer
// and mailed; the order waits pending (支払い待ち) and holds its limited copy until the voucher's expiry;
// payment_intent.succeeded opens the paid part; unpaid at expiry (payment_failed, or our reconciler) the
// order fails and the copy is released. Paid but reported after our expiry: honoured when Stripe says
// paid at our check; paid after we released it: refunded. Exactly N copies with vouchers racing.
import { eq } from 'drizzle-orm';
import { paymentOrders, purchases, refunds } from '../../db/schema';
import { readMailsTo } from '../../mail/eml';
import { charge, copiesOf, forSale } from '../../testing/checkout';
import { createUser, describeApi } from '../../testing/harness';
import { serverLibrary } from '../../testing/server-under-test';
import { servicesOf } from '../../testing/services';
import { fakeStripeForSuite } from './testing/stripe-suite';

const { fake, overrides } = fakeStripeForSuite(['card', 'konbini']);
const DAY = 86_400_000;

const intentOf = (orderId: string) =>
  [...fake().intents.values()].find((pi) => pi.metadata.order_id === orderId)!;

describeApi(
  'Stripe provider: konbini',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    const orderRow = async (id: string) =>
      (await api().db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
    const reconcileAt = async (now: Date) => {
      const { reconcileStaleOrders } = await serverLibrary();
      return reconcileStaleOrders(servicesOf(api()), { now });
    };
    const isOpen = async (headers: Record<string, string>, articleId: number) =>
      (await api().call('GET', `/v1/articles/${articleId}`, { headers })).body.data.isPurchased;

    /** A buyer picks コンビニ for a limited article (`copies`): answered a voucher, pending. */
    const payWithKonbini = async (key: string, copies = 2) => {
      const parties = await forSale(api().db, { price: 800, isSalesUnlimited: false, salesCount: copies });
      const res = await charge(
        api(),
        parties.buyer.headers,
        { articleId: parties.article.id, token: fake().createKonbiniMethod(), expectedAmount: 800 },
        key,
      );
      expect(res.status).toBe(200);
      const orderId: string = res.body.data.veritransOrderId;
      return { ...parties, res, orderId, pi: intentOf(orderId) };
    };

    it('the voucher on screen and by mail; 支払い待ち in history; the copy held; paid at a store → the paid part opens', async () => {
      const { db } = api();
      const { buyer, article, res, orderId, pi } = await payWithKonbini('konbini-ok-1');
      const voucher = pi.next_action.konbini_display_details;
      expect(res.body.data).toMatchObject({
        status: 'pending',
        dddSecureHtmlStr: null,
        redirectUrl: null,
        voucher: {
          expiresAt: new Date(voucher.expires_at * 1000).toISOString(),
          hostedVoucherUrl: voucher.hosted_voucher_url,
        },
      });
      expect(res.body.data.voucher.stores).toContainEqual({
        chain: 'lawson',
        paymentCode: voucher.stores.lawson.payment_code,
        confirmationNumber: voucher.stores.lawson.confirmation_number,
      });
      expect(pi).toMatchObject({
        amount: 800,
        currency: 'jpy',
        allowed_payment_method_types: ['card', 'konbini'],
      });
      expect(await orderRow(orderId)).toMatchObject({
        status: 'pending',
        paymentMethod: 'konbini',
        voucherExpiresAt: new Date(voucher.expires_at * 1000),
      });
      const [mail] = await readMailsTo(api().mailDir, buyer.user.email);
      expect(mail?.text).toContain(voucher.stores.familymart.payment_code);
      expect(mail?.text).toContain('お支払い期限');
      const history = await api().call('GET', '/v1/payment/konbini_vouchers', { headers: buyer.headers });
      expect(history.body.data).toMatchObject([{ articleId: article.id, amount: 800, orderId }]);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 1 });
      // Past the 3-D Secure time-out, well before the voucher's expiry: the reconciler leaves it.
      expect((await reconcileAt(new Date(Date.now() + DAY))).ids).not.toContain(orderId);
      expect(await isOpen(buyer.headers, article.id)).toBe(false);

      fake().payKonbini(pi.id);
      await fake().idle(); // payment_intent.succeeded
      expect(await orderRow(orderId)).toMatchObject({ status: 'purchased' });
      expect(await isOpen(buyer.headers, article.id)).toBe(true);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 0 });
      const after = await api().call('GET', '/v1/sales/purchased_histories', { headers: buyer.headers });
      expect(after.body.data).toMatchObject([{ price: 800, paymentMethod: 'konbini' }]);
      expect(
        (await api().call('GET', '/v1/payment/konbini_vouchers', { headers: buyer.headers })).body.data,
      ).toEqual([]);
    });

    it('unpaid at expiry: Stripe’s payment_failed fails the order and releases the copy', async () => {
      const { article, orderId, pi } = await payWithKonbini('konbini-expired-1');
      fake().expireKonbini(pi.id);
      await fake().idle();
      expect(await orderRow(orderId)).toMatchObject({ status: 'failed', errorCode: 'payment_expired' });
      expect(await copiesOf(api().db, article.id)).toEqual({ sold: 0, reserved: 0 });
    });

    it('no word from Stripe: our reconciler after the expiry cancels the voucher and releases the copy', async () => {
      const { article, orderId, pi } = await payWithKonbini('konbini-expired-2');
      const expiry = pi.next_action.konbini_display_details.expires_at * 1000;
      const report = await reconcileAt(new Date(expiry + 60_000));
      expect(report.ids).toContain(orderId);
      expect(await orderRow(orderId)).toMatchObject({ status: 'failed', errorCode: 'payment_expired' });
      expect(fake().intents.get(pi.id)?.status).toBe('canceled');
      expect(await copiesOf(api().db, article.id)).toEqual({ sold: 0, reserved: 0 });
      await fake().idle();
    });

    it('paid before the expiry but reported after it: honoured (Stripe says paid at our check), the copy never released', async () => {
      const { buyer, article, orderId, pi } = await payWithKonbini('konbini-late-1');
      const expiry = pi.next_action.konbini_display_details.expires_at * 1000;
      fake().holdWebhooks();
      try {
        fake().payKonbini(pi.id);
        await reconcileAt(new Date(expiry + 60_000));
        expect(await orderRow(orderId)).toMatchObject({ status: 'purchased' });
      } finally {
        fake().releaseWebhooks();
      }
      await fake().idle();
      expect(await isOpen(buyer.headers, article.id)).toBe(true);
      expect(await copiesOf(api().db, article.id)).toEqual({ sold: 1, reserved: 0 });
    });

    it('paid after we released it (the reconciler failed it just before the store’s payment): refunded, not kept', async () => {
      const { db } = api();
      const { buyer, article, orderId, pi } = await payWithKonbini('konbini-late-2');
      const { setOrderStatus } = await import('../orders');
      // The reconciler's first step at the expiry (the order failed, its copy released) …
      await setOrderStatus(db, orderId, 'failed', { code: 'payment_expired', message: 'expired' });
      // … and the store's payment arrives before its cancel: payment_intent.succeeded.
      fake().payKonbini(pi.id);
      await fake().idle();
      expect(await orderRow(orderId)).toMatchObject({ status: 'failed', purchaseId: null });
      expect(await isOpen(buyer.headers, article.id)).toBe(false);
      const made = fake().exchanges.filter((x) => x.route === '/v1/refunds' && x.method === 'POST');
      expect(made.at(-1)).toMatchObject({
        status: 200,
        params: { payment_intent: pi.id },
        body: { status: 'requires_action' },
      });
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });
    });

    it('exactly N copies with vouchers open: 4 buyers race for 2, then an expiry frees one for a card buyer', async () => {
      const { db } = api();
      const { article } = await forSale(db, { price: 800, isSalesUnlimited: false, salesCount: 2 });
      const buyers = await Promise.all([1, 2, 3, 4].map(() => createUser(db)));
      const answers = await Promise.all(
        buyers.map((b, i) =>
          charge(
            api(),
            b.headers,
            { articleId: article.id, token: fake().createKonbiniMethod(), expectedAmount: 800 },
            `konbini-race-${i}`,
          ),
        ),
      );
      const statuses = answers.map((r) => (r.status === 200 ? r.body.data.status : r.body.code)).sort();
      expect(statuses).toEqual(['pending', 'pending', 'sold_out', 'sold_out']);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 2 });
      const open = answers.filter((r) => r.status === 200).map((r) => intentOf(r.body.data.veritransOrderId));
      // A card buyer meanwhile: sold out (both copies held by vouchers), nothing charged.
      const late = await createUser(db);
      const card = await charge(
        api(),
        late.headers,
        { articleId: article.id, token: fake().createPaymentMethod('4242 4242 4242 4242') },
        'konbini-race-card',
      );
      expect([card.status, card.body.code]).toEqual([409, 'sold_out']);
      fake().payKonbini(open[0]!.id);
      fake().expireKonbini(open[1]!.id);
      await fake().idle();
      expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 0 });
      const again = await charge(
        api(),
        late.headers,
        { articleId: article.id, token: fake().createPaymentMethod('4242 4242 4242 4242') },
        'konbini-race-card-2',
      );
      expect(again.body.data.status).toBe('purchased');
      expect(await copiesOf(db, article.id)).toEqual({ sold: 2, reserved: 0 });
      expect(await db.select().from(purchases).where(eq(purchases.articleId, article.id))).toHaveLength(2);
    });

    it('a konbini purchase is refunded through Stripe’s hosted flow: our refund recorded, Stripe’s Refund waits for the bank account', async () => {
      const { db } = api();
      const { article, pi } = await payWithKonbini('konbini-refund-1');
      fake().payKonbini(pi.id);
      await fake().idle();
      const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
      const admin = await createUser(db, { isAdmin: true });
      const res = await api().call('POST', `/v1/admin/purchases/${purchase!.id}/refund`, {
        headers: admin.headers,
        json: { reason: '重複購入' },
      });
      expect(res.status).toBe(200);
      const made = fake().exchanges.filter((x) => x.route === '/v1/refunds' && x.method === 'POST');
      expect(made.at(-1)).toMatchObject({
        status: 200,
        params: { payment_intent: pi.id, amount: '800' },
        body: { status: 'requires_action', next_action: { type: 'display_details' } },
      });
      expect(await db.select().from(refunds).where(eq(refunds.purchaseId, purchase!.id))).toHaveLength(1);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });
    });
  },
  overrides,
);
