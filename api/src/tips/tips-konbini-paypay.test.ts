// Tips (issue 37) paid with コンビニ and PayPay through Stripe (STRIPE_PAYMENT_METHODS=card,konbini,paypay;
// fake Stripe on loopback, both databases), through the one charge step (payments/charge-step.ts) the
// article uses: a konbini tip waits unpaid (支払い待ち) with its voucher shown and mailed — no ledger row,
// no notice to the author — until the store payment's payment_intent.succeeded writes the ledger once;
// unpaid at expiry (Stripe's event or our reconciler) it fails, paid after we released it is refunded.
// PayPay answers redirectUrl (the whole window), and the return page sends the tipper back to returnPath.
import { eq } from 'drizzle-orm';
import { notifications, paymentOrders, tips } from '../db/schema';
import { readMailsTo } from '../mail/eml';
import { fakeStripeForSuite, pathOf } from '../payments/stripe/testing/stripe-suite';
import { describeApi } from '../testing/harness';
import { metricValue } from '../testing/metrics';
import { serverLibrary } from '../testing/server-under-test';
import { servicesOf } from '../testing/services';
import { paidTipsTo, tip, tipLedger, tipParties } from './testing';

const { fake, overrides } = fakeStripeForSuite(['card', 'konbini', 'paypay']);
const DAY = 86_400_000;
/** Charges counted by the server under test's metrics (shirube_charges_total), by outcome. */
async function chargesCounted(outcome: string): Promise<number> {
  return metricValue('shirube_charges_total', { provider: 'stripe', outcome });
}

const intentOf = (orderId: string) =>
  [...fake().intents.values()].find((pi) => pi.metadata.order_id === orderId)!;

describeApi(
  'tips: コンビニ and PayPay (Stripe)',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    const orderRow = async (id: string) =>
      (await api().db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0]!;
    const tipOf = async (orderId: string) =>
      (await api().db.select().from(tips).where(eq(tips.orderId, orderId)))[0]!;
    const reconcileAt = async (now: Date) => {
      const { reconcileStaleOrders } = await serverLibrary();
      return reconcileStaleOrders(servicesOf(api()), { now });
    };
    const noticesOf = async (userId: number) =>
      api().db.select().from(notifications).where(eq(notifications.userId, userId));

    /** A reader tips 500 円 with コンビニ: answered a voucher. */
    const tipWithKonbini = async (key: string) => {
      const counted = await chargesCounted('voucher');
      const parties = await tipParties(api().db);
      const json = { recipientAccount: parties.author.user.account, amount: 500, token: '' };
      json.token = fake().createKonbiniMethod();
      const res = await tip(api(), parties.reader.headers, json, key);
      expect(res.status).toBe(200);
      expect(await chargesCounted('voucher')).toBe(counted + 1);
      const orderId: string = res.body.data.veritransOrderId;
      return { ...parties, json, res, orderId, pi: intentOf(orderId) };
    };

    it('konbini: the voucher answered and mailed, the tip unpaid until the store payment; then the ledger once', async () => {
      const { db } = api();
      const { author, reader, json, res, orderId, pi } = await tipWithKonbini('tip-konbini-1');
      const voucher = pi.next_action.konbini_display_details;
      expect(res.body.data).toMatchObject({
        status: 'pending',
        dddSecureHtmlStr: null,
        redirectUrl: null,
        voucher: { expiresAt: new Date(voucher.expires_at * 1000).toISOString() },
      });
      expect(pi).toMatchObject({ amount: 500, currency: 'jpy', description: 'しるべ チップ' });
      expect(await orderRow(orderId)).toMatchObject({
        status: 'pending',
        itemKind: 'tip',
        paymentMethod: 'konbini',
        voucherExpiresAt: new Date(voucher.expires_at * 1000),
      });
      const [mail] = await readMailsTo(api().mailDir, reader.user.email);
      expect(mail?.text).toContain(voucher.stores.familymart.payment_code);
      expect(mail?.text).toContain('チップが著者に届きます');
      expect(mail?.text).not.toContain('記事が読めるようになります');
      // 支払い待ち above the purchase history: named as the tip it is.
      const awaiting = await api().call('GET', '/v1/payment/konbini_vouchers', { headers: reader.headers });
      expect(awaiting.body.data).toMatchObject([
        {
          orderId,
          itemKind: 'tip',
          articleId: 0,
          articleTitle: `チップ（${author.user.name} さんへ）`,
          amount: 500,
        },
      ]);
      // Not paid: no tip to the author, no ledger row, no notice.
      expect((await tipOf(orderId)).paidAt).toBeNull();
      expect(await paidTipsTo(db, author.user.id)).toEqual([]);
      expect(await tipLedger(db, [(await tipOf(orderId)).id])).toEqual([]);
      expect(await noticesOf(author.user.id)).toEqual([]);
      // The same key again: the same voucher, nothing new at Stripe.
      const again = await tip(api(), reader.headers, json, 'tip-konbini-1');
      expect(again.body.data).toMatchObject({
        status: 'pending',
        veritransOrderId: orderId,
        voucher: res.body.data.voucher,
      });
      // Past the 3-D Secure time-out, before the voucher's expiry: the reconciler leaves it.
      expect((await reconcileAt(new Date(Date.now() + DAY))).ids).not.toContain(orderId);
      expect((await orderRow(orderId)).status).toBe('pending');

      fake().payKonbini(pi.id);
      await fake().idle(); // payment_intent.succeeded
      expect(await orderRow(orderId)).toMatchObject({ status: 'purchased' });
      const [paid] = await paidTipsTo(db, author.user.id);
      expect(paid?.orderId).toBe(orderId);
      expect(await tipLedger(db, [paid!.id])).toEqual([
        ['buyer_payment', reader.user.id, -500, false],
        ['platform', null, 60, false],
        ['seller', author.user.id, 440, false],
      ]);
      // Stripe redelivers the event and the reconciler runs: still written once.
      const succeeded = fake().events.filter(
        (e) => e.event.type === 'payment_intent.succeeded' && e.event.data.object.id === pi.id,
      );
      fake().redeliver(succeeded.at(-1)!.event.id);
      await fake().idle();
      await reconcileAt(new Date(Date.now() + 30 * DAY));
      expect(await tipLedger(db, [paid!.id])).toHaveLength(3);
      expect((await noticesOf(author.user.id)).filter((n) => n.kind === 'tip')).toHaveLength(1);
      // …and the author's mail (queued by the one recording transaction) is sent once.
      await api().mailsSent();
      await api().mailsSent();
      const mails = await readMailsTo(api().mailDir, author.user.email);
      expect(mails.filter((m) => m.text.includes('500円(税込)のチップが届きました'))).toHaveLength(1);
      expect(
        (await api().call('GET', '/v1/payment/konbini_vouchers', { headers: reader.headers })).body.data,
      ).toEqual([]);
    });

    it('konbini unpaid at expiry: Stripe’s payment_failed fails the tip order, nothing written', async () => {
      const { author, orderId, pi } = await tipWithKonbini('tip-konbini-expired-1');
      fake().expireKonbini(pi.id);
      await fake().idle();
      expect(await orderRow(orderId)).toMatchObject({ status: 'failed', errorCode: 'payment_expired' });
      expect(await paidTipsTo(api().db, author.user.id)).toEqual([]);
      expect(await tipLedger(api().db, [(await tipOf(orderId)).id])).toEqual([]);
    });

    it('konbini, no word from Stripe: our reconciler after the expiry cancels the voucher', async () => {
      const { orderId, pi } = await tipWithKonbini('tip-konbini-expired-2');
      const expiry = pi.next_action.konbini_display_details.expires_at * 1000;
      expect((await reconcileAt(new Date(expiry + 60_000))).ids).toContain(orderId);
      expect(await orderRow(orderId)).toMatchObject({ status: 'failed', errorCode: 'payment_expired' });
      expect(fake().intents.get(pi.id)?.status).toBe('canceled');
      expect((await tipOf(orderId)).paidAt).toBeNull();
      await fake().idle();
    });

    it('konbini paid after we released it: refunded through Stripe, no ledger row', async () => {
      const { db } = api();
      const { author, orderId, pi } = await tipWithKonbini('tip-konbini-late-1');
      const { setOrderStatus } = await import('../payments/orders');
      await setOrderStatus(db, orderId, 'failed', { code: 'payment_expired', message: 'expired' });
      fake().payKonbini(pi.id);
      await fake().idle();
      expect(await orderRow(orderId)).toMatchObject({ status: 'failed' });
      expect(await paidTipsTo(db, author.user.id)).toEqual([]);
      const made = fake().exchanges.filter((x) => x.route === '/v1/refunds' && x.method === 'POST');
      expect(made.at(-1)).toMatchObject({ status: 200, params: { payment_intent: pi.id } });
    });

    it('PayPay: redirectUrl for the whole window, back through the return page to returnPath, the tip paid once', async () => {
      const { db } = api();
      const { author, reader } = await tipParties(db);
      const returnPath = `/u/${author.user.account}`;
      const json = {
        recipientAccount: author.user.account,
        amount: 1000,
        token: fake().createPayPayMethod(),
        returnPath,
      };
      const counted = await chargesCounted('challenge');
      const res = await tip(api(), reader.headers, json, 'tip-paypay-1');
      expect(res.body.data.status).toBe('pending');
      expect(await chargesCounted('challenge')).toBe(counted + 1);
      const orderId: string = res.body.data.veritransOrderId;
      const pi = intentOf(orderId);
      expect(res.body.data.redirectUrl).toBe(`${fake().url}/_fake/paypay/${pi.id}`);
      expect(pi.next_action.redirect_to_url.return_url).toBe(
        `${api().siteUrl}/v1/payment/stripe/return/${orderId}?return_to=${encodeURIComponent(returnPath)}`,
      );
      // A retry of the key answers PayPay's page again (the same shape as the first answer).
      const again = await tip(api(), reader.headers, json, 'tip-paypay-1');
      expect(again.body.data).toMatchObject({ status: 'pending', redirectUrl: res.body.data.redirectUrl });
      expect(await paidTipsTo(db, author.user.id)).toEqual([]);
      fake().holdWebhooks();
      try {
        const url = fake().completePayPay(pi.id, true);
        const page = await fetch(api().url + pathOf(url.replace(api().siteUrl, api().url)), {
          redirect: 'manual',
        });
        expect(page.status).toBe(303);
        expect(page.headers.get('location')).toBe(returnPath);
      } finally {
        fake().releaseWebhooks();
      }
      await fake().idle(); // the late payment_intent.succeeded finds it purchased
      const [paid] = await paidTipsTo(db, author.user.id);
      expect(await tipLedger(db, [paid!.id])).toHaveLength(3);
    });

    it('PayPay cancelled: the tip order fails, nothing written; a returnPath off this site is 400 naming it', async () => {
      const { db } = api();
      const { author, reader } = await tipParties(db);
      const res = await tip(api(), reader.headers, {
        recipientAccount: author.user.account,
        amount: 300,
        token: fake().createPayPayMethod(),
        returnPath: `/u/${author.user.account}`,
      });
      const orderId: string = res.body.data.veritransOrderId;
      const url = fake().completePayPay(intentOf(orderId).id, false);
      const page = await fetch(api().url + pathOf(url.replace(api().siteUrl, api().url)));
      expect(await page.text()).toContain(`/u/${author.user.account}`);
      await fake().idle();
      expect(await orderRow(orderId)).toMatchObject({ status: 'failed', errorCode: 'payment_not_completed' });
      expect(await paidTipsTo(db, author.user.id)).toEqual([]);

      const bad = await tip(api(), reader.headers, {
        recipientAccount: author.user.account,
        amount: 300,
        token: fake().createPayPayMethod(),
        returnPath: '//evil.example/',
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('returnPath');
    });
  },
  overrides,
);
