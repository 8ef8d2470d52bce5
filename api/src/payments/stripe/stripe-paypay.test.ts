// Issue 35 item 5: PayPay through Stripe (STRIPE_PAYMENT_METHODS=card,paypay; fake Stripe on loopback,
// both databases). The same order, reservation and ledger as a card: the confirm answers
// requires_action redirect_to_url → the dialog sends the WHOLE window there (`redirectUrl`) → PayPay →
// our return page (Stripe appends payment_intent & redirect_status) settles it from the PaymentIntent
// (or the payment_intent.succeeded webhook, whichever comes first) and sends the buyer back to the
// article (`returnPath`, a safeReturnPath); a buyer who cancels at PayPay sees why in Japanese, the order
// fails and the limited copy is released; a PayPay purchase is refunded through Stripe.
import { eq } from 'drizzle-orm';
import { ledgerEntries, paymentOrders, purchases, refunds } from '../../db/schema';
import { charge, copiesOf, forSale } from '../../testing/checkout';
import { createUser, describeApi } from '../../testing/harness';
import { pdfText } from '../../testing/pdf';
import { fakeStripeForSuite, pathOf } from './testing/stripe-suite';

const { fake, overrides } = fakeStripeForSuite(['card', 'paypay']);

const intentOf = (orderId: string) =>
  [...fake().intents.values()].find((pi) => pi.metadata.order_id === orderId)!;

/** The browser arriving at `url` on our site (a redirect is the answer, not followed). */
const arrive = (siteUrl: string, apiUrl: string, url: string) =>
  fetch(apiUrl + pathOf(url.replace(siteUrl, apiUrl)), { redirect: 'manual' });

describeApi(
  'Stripe provider: PayPay',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    /** A buyer picks PayPay for a limited article (2 copies): the order is pending at PayPay. */
    const payWithPayPay = async (key: string, extra: Record<string, unknown> = {}) => {
      const { db } = api();
      const parties = await forSale(db, { price: 800, isSalesUnlimited: false, salesCount: 2 });
      const pm = fake().createPayPayMethod();
      const returnPath = `/u/author/a/${parties.article.id}`;
      const res = await charge(
        api(),
        parties.buyer.headers,
        { articleId: parties.article.id, token: pm, expectedAmount: 800, returnPath, ...extra },
        key,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('pending');
      const orderId: string = res.body.data.veritransOrderId;
      const pi = intentOf(orderId);
      return { db, ...parties, pm, res, orderId, pi, returnPath };
    };
    const back = (url: string) => arrive(api().siteUrl, api().url, url);
    const poll = (headers: Record<string, string>, orderId: string) =>
      api().call('GET', `/v1/payment/veritrans/veritrans_status?order_id=${orderId}`, { headers });

    it('offers card and PayPay to the browser', async () => {
      const setup = await api().call('GET', '/v1/payment/setup');
      // Wallets (Apple Pay / Google Pay) stay off unless STRIPE_WALLETS=1.
      expect(setup.body.data).toMatchObject({
        provider: 'stripe',
        paymentMethods: ['card', 'paypay'],
        wallets: false,
      });
    });

    it('PayPay approved: one JPY intent, the whole window sent to PayPay, back through the return page to the article', async () => {
      const { db, buyer, article, res, orderId, pi, returnPath } = await payWithPayPay('paypay-ok-1');
      expect(pi).toMatchObject({
        amount: 800,
        currency: 'jpy',
        allowed_payment_method_types: ['card', 'paypay'],
        setup_future_usage: null,
        status: 'requires_action',
      });
      // The dialog sends the whole window to PayPay's page (redirect_to_url), not its frame.
      expect(res.body.data.redirectUrl).toBe(`${fake().url}/_fake/paypay/${pi.id}`);
      expect(pi.next_action.redirect_to_url.return_url).toBe(
        `${api().siteUrl}/v1/payment/stripe/return/${orderId}?return_to=${encodeURIComponent(returnPath)}`,
      );
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 1 });
      expect((await poll(buyer.headers, orderId)).body.data.veritransStatus).toBe('pending');
      fake().holdWebhooks();
      try {
        const url = fake().completePayPay(pi.id, true);
        expect(url).toContain('redirect_status=succeeded');
        const page = await back(url);
        // Settled from the PaymentIntent, then back to the article the buyer came from.
        expect(page.status).toBe(303);
        expect(page.headers.get('location')).toBe(returnPath);
        expect((await poll(buyer.headers, orderId)).body.data).toMatchObject({
          veritransStatus: 'purchased',
          isPurchased: true,
        });
      } finally {
        fake().releaseWebhooks();
      }
      await fake().idle(); // the late payment_intent.succeeded finds it purchased: nothing more
      expect(await db.select().from(purchases).where(eq(purchases.articleId, article.id))).toMatchObject([
        { userId: buyer.user.id, price: 800 },
      ]);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 1, reserved: 0 });
      const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
      const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase!.id));
      expect(ledger.length).toBeGreaterThan(0);
    });

    it('the return page trusts Stripe, not the query: a forged redirect_status=succeeded buys nothing', async () => {
      const { db, article, orderId, pi, returnPath } = await payWithPayPay('paypay-forged-1');
      fake().holdWebhooks();
      try {
        const forged = `${api().siteUrl}/v1/payment/stripe/return/${orderId}?return_to=${encodeURIComponent(returnPath)}&payment_intent=${pi.id}&redirect_status=succeeded`;
        const page = await back(forged);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('お支払いを確認しています');
        const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
        expect(order?.status).toBe('pending');
        expect(await db.select().from(purchases).where(eq(purchases.articleId, article.id))).toHaveLength(0);
        // Approved afterwards: a return_to off this site is never followed (the site's root instead).
        fake().completePayPay(pi.id, true);
        const offSite = await back(
          `${api().siteUrl}/v1/payment/stripe/return/${orderId}?return_to=${encodeURIComponent('//evil.example/x')}`,
        );
        expect(offSite.status).toBe(303);
        expect(offSite.headers.get('location')).toBe('/');
      } finally {
        fake().releaseWebhooks();
      }
      await fake().idle();
    });

    it('a returnPath off this site is refused with 400 naming the field, nothing ordered', async () => {
      const { db } = api();
      const { buyer, article } = await forSale(db, { price: 800 });
      const res = await charge(
        api(),
        buyer.headers,
        { articleId: article.id, token: fake().createPayPayMethod(), returnPath: '//evil.example/' },
        'paypay-badpath-1',
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('returnPath');
      expect(
        await db.select().from(paymentOrders).where(eq(paymentOrders.articleId, article.id)),
      ).toHaveLength(0);
    });

    it('the purchase records PayPay: purchase history says paypay, the receipt says お支払方法 PayPay', async () => {
      const { buyer, orderId, pi } = await payWithPayPay('paypay-named-1');
      fake().completePayPay(pi.id, true);
      await fake().idle();
      const history = await api().call('GET', '/v1/sales/purchased_histories', { headers: buyer.headers });
      expect(history.body.data).toMatchObject([{ price: 800, paymentMethod: 'paypay' }]);
      const [order] = await api().db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      expect(order?.paymentMethod).toBe('paypay');
      const receipt = await fetch(`${api().url}/v1/receipt`, {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ purchaseId: history.body.data[0].purchaseId, name: '山田 太郎' }),
      });
      expect(receipt.status).toBe(200);
      const text = await pdfText(await receipt.arrayBuffer());
      expect(text).toContain('お支払方法');
      expect(text).toContain('PayPay');
      expect(text).not.toContain('クレジットカード');
    });

    it('a card purchase through the same setup is named a card', async () => {
      const { db } = api();
      const { buyer, article } = await forSale(db, { price: 600 });
      const pm = fake().createPaymentMethod('4242 4242 4242 4242');
      const res = await charge(api(), buyer.headers, { articleId: article.id, token: pm }, 'paypay-card-1');
      expect(res.body.data.status).toBe('purchased');
      const history = await api().call('GET', '/v1/sales/purchased_histories', { headers: buyer.headers });
      expect(history.body.data).toMatchObject([{ price: 600, paymentMethod: 'card' }]);
    });

    it('the payment_intent.succeeded webhook settles it when the buyer never comes back', async () => {
      const { db, article, orderId, pi } = await payWithPayPay('paypay-webhook-1');
      fake().completePayPay(pi.id, true); // the browser is closed: only Stripe's webhook arrives
      await fake().idle();
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      expect(order?.status).toBe('purchased');
      expect(await db.select().from(purchases).where(eq(purchases.articleId, article.id))).toHaveLength(1);
    });

    it('cancelled at PayPay: back on our page in Japanese, the order failed payment_not_completed, the copy released, nothing charged', async () => {
      const { db, article, orderId, pi, returnPath } = await payWithPayPay('paypay-cancel-1');
      const url = fake().completePayPay(pi.id, false);
      expect(url).toContain('redirect_status=failed');
      await fake().idle(); // the payment_failed webhook may settle it first: same answer
      const page = await back(url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('お支払いは完了しませんでした');
      expect(html).toContain('代金は請求されていません');
      expect(html).toContain(`href="${returnPath}"`);
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      expect(order).toMatchObject({ status: 'failed', errorCode: 'payment_not_completed', purchaseId: null });
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });
      expect(await db.select().from(purchases).where(eq(purchases.articleId, article.id))).toHaveLength(0);
      expect(fake().intents.get(pi.id)?.latest_charge ?? null).toBeNull();
    });

    it('saveCard with PayPay keeps nothing: no setup_future_usage (Stripe refuses it for PayPay), no stored card', async () => {
      const { buyer, pi } = await payWithPayPay('paypay-save-1', { saveCard: true });
      expect(pi).toMatchObject({ setup_future_usage: null, customer: null });
      fake().completePayPay(pi.id, true);
      await fake().idle();
      const card = await api().call('GET', '/v1/payment/cards', { headers: buyer.headers });
      expect(card.body.data).toMatchObject({ hasCard: false });
    });

    it('a PayPay purchase is refunded through Stripe: Refund of its intent, ledger reversed, copy given back', async () => {
      const { db, article, pi } = await payWithPayPay('paypay-refund-1');
      fake().completePayPay(pi.id, true);
      await fake().idle();
      const [purchase] = await db.select().from(purchases).where(eq(purchases.articleId, article.id));
      const admin = await createUser(db, { isAdmin: true });
      const res = await api().call('POST', `/v1/admin/purchases/${purchase!.id}/refund`, {
        headers: admin.headers,
        json: { reason: '重複購入' },
      });
      expect(res.status).toBe(200);
      const made = fake().exchanges.filter((x) => x.route === '/v1/refunds' && x.method === 'POST');
      expect(made.at(-1)).toMatchObject({ status: 200, params: { payment_intent: pi.id, amount: '800' } });
      await fake().idle(); // charge.refunded: not counted twice
      expect(await db.select().from(refunds).where(eq(refunds.purchaseId, purchase!.id))).toHaveLength(1);
      const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchase!.id));
      expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(0);
      expect(await copiesOf(db, article.id)).toEqual({ sold: 0, reserved: 0 });
    });
  },
  overrides,
);
