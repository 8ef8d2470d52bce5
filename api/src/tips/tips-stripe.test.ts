// Tips (issue 37 item 1) on the Stripe provider (fake Stripe on loopback, both databases): a PaymentIntent
// per tip order in JPY, 3-D Secure through Stripe's page and our return page, a 200-way same-key race →
// one PaymentIntent, a self-tip and a limit make none, and the refund through Stripe reversed once.
import { TIP_LIMITS } from '@shirube/domain';
import { fakeStripeForSuite, pathOf } from '../payments/stripe/testing/stripe-suite';
import { createUser, describeApi } from '../testing/harness';
import { paidTipsTo, tip, tipLedger, tipOrdersOf, tipParties } from './testing';

const { fake, overrides } = fakeStripeForSuite();

describeApi(
  'tips (Stripe)',
  (api) => {
    beforeAll(() => fake().deliverTo(`${api().url}/v1/payment/stripe/webhook`));

    const intentsOfUser = async (userId: number) => {
      const orders = new Set((await tipOrdersOf(api().db, userId)).map((o) => o.id));
      return [...fake().intents.values()].filter((pi) => orders.has(pi.metadata.order_id));
    };

    it('a tip is one PaymentIntent in JPY named a tip; the ledger splits fee and author share', async () => {
      const { db } = api();
      const { author, reader } = await tipParties(db);
      const pm = fake().createPaymentMethod('4242 4242 4242 4242');
      const res = await tip(
        api(),
        reader.headers,
        { recipientAccount: author.user.account, amount: 1000, token: pm },
        'stripe-tip-1',
      );
      expect(res.body.data).toMatchObject({ status: 'purchased' });
      const [pi] = await intentsOfUser(reader.user.id);
      expect(pi).toMatchObject({
        amount: 1000,
        currency: 'jpy',
        status: 'succeeded',
        description: 'しるべ チップ',
      });
      expect(pi!.metadata).toMatchObject({ item_kind: 'tip' });
      expect(pi!.metadata.article_id).toBeUndefined();
      const [paid] = await paidTipsTo(db, author.user.id);
      expect(await tipLedger(db, [paid!.id])).toEqual([
        ['buyer_payment', reader.user.id, -1000, false],
        ['platform', null, 120, false],
        ['seller', author.user.id, 880, false],
      ]);
    });

    it('3-D Secure (4000 0025 0000 3155): pending → Stripe’s page → return page → paid, the author sees the message', async () => {
      const { db } = api();
      const { author, reader } = await tipParties(db);
      const pm = fake().createPaymentMethod('4000 0025 0000 3155');
      const res = await tip(api(), reader.headers, {
        recipientAccount: author.user.account,
        amount: 500,
        token: pm,
        message: '続きを楽しみにしています',
      });
      expect(res.body.data.status).toBe('pending');
      const orderId = res.body.data.veritransOrderId;
      const [pi] = await intentsOfUser(reader.user.id);
      expect(res.body.data.dddSecureHtmlStr).toContain(`/_fake/3ds/${pi!.id}`);
      const back = fake().completeThreeDS(pi!.id, true);
      await api().call('GET', pathOf(back));
      await fake().idle();
      const status = await api().call('GET', `/v1/payment/veritrans/veritrans_status?order_id=${orderId}`, {
        headers: reader.headers,
      });
      expect(status.body.data).toMatchObject({ veritransStatus: 'purchased', isPurchased: true });
      const received = await api().call('GET', '/v1/current/tips/received', { headers: author.headers });
      expect(received.body.data).toMatchObject([{ amount: 500, message: '続きを楽しみにしています' }]);
    });

    it('200 requests with the same key make one PaymentIntent and one paid tip', async () => {
      const { db } = api();
      const { author, reader } = await tipParties(db);
      const pm = fake().createPaymentMethod('4242 4242 4242 4242');
      const json = { recipientAccount: author.user.account, amount: 700, token: pm };
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => tip(api(), reader.headers, json, 'stripe-tip-race')),
      );
      for (const a of answers.filter((x) => x.status !== 200))
        expect([a.status, a.body.code]).toEqual([409, 'payment_in_progress']);
      expect((await intentsOfUser(reader.user.id)).map((pi) => pi.status)).toEqual(['succeeded']);
      const paid = await paidTipsTo(db, author.user.id);
      expect(paid).toHaveLength(1);
      expect(await tipLedger(db, [paid[0]!.id])).toHaveLength(3);
    }, 120_000);

    it('a self-tip and a tip past the limits make no PaymentIntent', async () => {
      const { db } = api();
      const { author, reader } = await tipParties(db);
      const own = await tip(api(), author.headers, {
        recipientAccount: author.user.account,
        amount: 100,
        token: fake().createPaymentMethod('4242 4242 4242 4242'),
      });
      expect([own.status, own.body.code]).toEqual([403, 'self_tip']);
      expect(await intentsOfUser(author.user.id)).toHaveLength(0);
      for (let i = 0; i < TIP_LIMITS.declinesPerDay; i++) {
        const declined = await tip(api(), reader.headers, {
          recipientAccount: author.user.account,
          amount: 100,
          token: fake().createPaymentMethod('4000 0000 0000 0002'),
        });
        expect(declined.status).toBe(402);
      }
      const blocked = await tip(api(), reader.headers, {
        recipientAccount: author.user.account,
        amount: 100,
        token: fake().createPaymentMethod('4242 4242 4242 4242'),
      });
      expect([blocked.status, blocked.body.code, blocked.body.field]).toEqual([429, 'tip_limit', 'declines']);
      expect(await intentsOfUser(reader.user.id)).toHaveLength(TIP_LIMITS.declinesPerDay);
    });

    it('an administrator refunds a tip through Stripe once; 3 refunds at once reverse the ledger once', async () => {
      const { db } = api();
      const { author, reader } = await tipParties(db);
      const admin = await createUser(db, { isAdmin: true });
      const pm = fake().createPaymentMethod('4242 4242 4242 4242');
      await tip(api(), reader.headers, { recipientAccount: author.user.account, amount: 2000, token: pm });
      const [paid] = await paidTipsTo(db, author.user.id);
      const answers = await Promise.all(
        [0, 1, 2].map(() =>
          api().call('POST', `/v1/admin/tips/${paid!.id}/refund`, {
            headers: admin.headers,
            json: { reason: '重複' },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      await fake().idle(); // charge.refunded: our own refund (it carries our order id), nothing more
      const ledger = await tipLedger(db, [paid!.id]);
      expect(ledger.filter((r) => r[3])).toEqual([
        ['buyer_payment', reader.user.id, 2000, true],
        ['platform', null, -240, true],
        ['seller', author.user.id, -1760, true],
      ]);
      const [pi] = await intentsOfUser(reader.user.id);
      const refunds = fake().exchanges.filter(
        (x) => x.method === 'POST' && x.route.startsWith('/v1/refunds') && x.params.payment_intent === pi!.id,
      );
      // Stripe made one refund: every call carried the same idempotency key (one per order).
      expect(new Set(refunds.filter((r) => r.status === 200).map((r) => r.body.id)).size).toBe(1);
    });
  },
  overrides,
);
