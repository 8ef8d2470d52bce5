// Tips (issue 37 item 1) on the sandbox processor, both databases: charge, ledger, notification and mail,
// lists, 3-D Secure, the stored card, a 200-way same-key race, self-tips, the per-user limits under
// concurrency, and the refund reversed once. The Stripe provider: tips-stripe.test.ts.
import { TIP_LIMITS } from '@shirube/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { notifications, sandboxCharges } from '../db/schema';
import { readMailsTo } from '../mail/eml';
import { CARDS, cardToken, paidArticle } from '../purchases/testing';
import { answerChallenge } from '../testing/checkout';
import { createUser, describeApi } from '../testing/harness';
import { paidTipsTo, tip, tipLedger, tipOrdersOf, tipParties } from './testing';

describeApi('tips (sandbox)', (api) => {
  const chargesOf = async (userId: number) => {
    const ids = (await tipOrdersOf(api().db, userId)).map((o) => o.id);
    return ids.length === 0
      ? []
      : api().db.select().from(sandboxCharges).where(inArray(sandboxCharges.id, ids));
  };

  it('a reader tips an article’s author: fee to the platform, the rest to the author, no commission', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const article = await paidArticle(db, author.user.id);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    const json = { recipientAccount: author.user.account, articleId: article.id, amount: 1000, token };
    const res = await tip(
      api(),
      reader.headers,
      { ...json, message: ' <b>いつも</b>ありがとう！ ' },
      'tip-ok-1',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'purchased', dddSecureHtmlStr: null });
    const [paid] = await paidTipsTo(db, author.user.id);
    expect(paid).toMatchObject({
      amount: 1000,
      message: 'いつもありがとう！',
      anonymous: false,
      articleId: article.id,
    });
    // PLATFORM_FEE_BP default 12 %: 120 to the platform, 880 to the author, no affiliate row.
    expect(await tipLedger(db, [paid!.id])).toEqual([
      ['buyer_payment', reader.user.id, -1000, false],
      ['platform', null, 120, false],
      ['seller', author.user.id, 880, false],
    ]);
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(note).toMatchObject({ kind: 'tip', articleId: article.id });
    expect(note!.body).toContain(`${reader.user.name}さんから`);
    expect(note!.body).toContain('いつもありがとう！');
    await api().mailsSent(); // queued by the tip's transaction, sent after the answer
    const [mail] = await readMailsTo(api().mailDir, author.user.email);
    expect(mail!.text).toContain('チップが届きました');
    expect(mail!.text).toContain('いつもありがとう！');
    const received = await api().call('GET', '/v1/current/tips/received', { headers: author.headers });
    expect(received.body.data).toMatchObject([
      {
        amount: 1000,
        tipperName: reader.user.name,
        message: 'いつもありがとう！',
        articleTitle: article.title,
      },
    ]);
    const sent = await api().call('GET', '/v1/current/tips/sent', { headers: reader.headers });
    expect(sent.body.data).toMatchObject([
      { amount: 1000, recipientName: author.user.name, paymentMethod: 'card' },
    ]);
    // The same key again answers the same order and charges nothing more.
    const again = await tip(api(), reader.headers, json, 'tip-ok-1');
    expect(again.body.data.veritransOrderId).toBe(res.body.data.veritransOrderId);
    expect(await chargesOf(reader.user.id)).toHaveLength(1);
  });

  it('匿名: the author sees neither name nor account, in the list or the notification', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    const res = await tip(api(), reader.headers, {
      recipientAccount: author.user.account,
      amount: 500,
      anonymous: true,
      token,
    });
    expect(res.status).toBe(200);
    const received = await api().call('GET', '/v1/current/tips/received', { headers: author.headers });
    expect(received.body.data).toMatchObject([
      { amount: 500, anonymous: true, tipperName: null, tipperAccount: null },
    ]);
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(note!.body).not.toContain(reader.user.name);
    expect(note!.body).toContain('匿名');
  });

  it('200 requests with the same key: one charge, one tip, one set of ledger rows', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    const json = { recipientAccount: author.user.account, amount: 5000, token };
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => tip(api(), reader.headers, json, 'tip-race-200')),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status !== 200))
      expect([a.status, a.body.code]).toEqual([409, 'payment_in_progress']);
    expect(new Set(ok.map((a) => a.body.data.veritransOrderId)).size).toBe(1);
    expect(await tipOrdersOf(db, reader.user.id)).toHaveLength(1);
    expect((await chargesOf(reader.user.id)).map((c) => [c.state, c.amount])).toEqual([['captured', 5000]]);
    const paid = await paidTipsTo(db, author.user.id);
    expect(paid).toHaveLength(1);
    expect(await tipLedger(db, [paid[0]!.id])).toEqual([
      ['buyer_payment', reader.user.id, -5000, false],
      ['platform', null, 600, false],
      ['seller', author.user.id, 4400, false],
    ]);
  }, 120_000);

  it('refuses a self-tip, bad amounts and long messages before anything is written or charged', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const own = await tip(api(), author.headers, {
      recipientAccount: author.user.account,
      amount: 500,
      token: await cardToken(api(), author.headers, CARDS.ok),
    });
    expect([own.status, own.body.code]).toEqual([403, 'self_tip']);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    const base = { recipientAccount: author.user.account, token };
    for (const [json, field] of [
      [{ ...base, amount: 99 }, 'amount'],
      [{ ...base, amount: 10_001 }, 'amount'],
      [{ ...base, amount: 500, message: 'あ'.repeat(141) }, 'message'],
    ] as const) {
      const res = await tip(api(), reader.headers, json);
      expect([res.status, res.body.field]).toEqual([400, field]);
    }
    const nobody = await tip(api(), reader.headers, {
      ...base,
      recipientAccount: 'nobody-here-at-all',
      amount: 500,
    });
    expect([nobody.status, nobody.body.field]).toEqual([404, 'recipientAccount']);
    const stranger = await createUser(db);
    const other = await paidArticle(db, stranger.user.id);
    const wrong = await tip(api(), reader.headers, { ...base, articleId: other.id, amount: 500 });
    expect([wrong.status, wrong.body.field]).toEqual([404, 'articleId']);
    expect(await tipOrdersOf(db, author.user.id)).toHaveLength(0);
    expect(await tipOrdersOf(db, reader.user.id)).toHaveLength(0);
    // The token was never taken: it still pays.
    expect((await tip(api(), reader.headers, { ...base, amount: 10_000 })).status).toBe(200);
  });

  it('limits: of 15 tips at once with their own keys, 10 are charged and 5 refused with 429, uncharged', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const tokens = await Promise.all(
      Array.from({ length: 15 }, () => cardToken(api(), reader.headers, CARDS.ok)),
    );
    const answers = await Promise.all(
      tokens.map((token, i) =>
        tip(
          api(),
          reader.headers,
          { recipientAccount: author.user.account, amount: 100, token },
          `tip-limit-${i}`,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(TIP_LIMITS.attemptsPerHour);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.body.code, a.body.field])).toEqual(
      Array(15 - TIP_LIMITS.attemptsPerHour).fill([429, 'tip_limit', 'attempts']),
    );
    expect(await tipOrdersOf(db, reader.user.id)).toHaveLength(TIP_LIMITS.attemptsPerHour);
    expect(await chargesOf(reader.user.id)).toHaveLength(TIP_LIMITS.attemptsPerHour);
  }, 60_000);

  it('limits: after 3 declines, and past 30,000 yen a day, the next tip is refused and not charged', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const send = async (card: string, amount: number) =>
      tip(api(), reader.headers, {
        recipientAccount: author.user.account,
        amount,
        token: await cardToken(api(), reader.headers, card),
      });
    for (let i = 0; i < TIP_LIMITS.declinesPerDay; i++)
      expect((await send(CARDS.declined, 100)).status).toBe(402);
    const blocked = await send(CARDS.ok, 100);
    expect([blocked.status, blocked.body.field]).toEqual([429, 'declines']);
    expect(await chargesOf(reader.user.id)).toHaveLength(TIP_LIMITS.declinesPerDay);

    const rich = await createUser(db);
    const pay = async (amount: number) =>
      tip(api(), rich.headers, {
        recipientAccount: author.user.account,
        amount,
        token: await cardToken(api(), rich.headers, CARDS.ok),
      });
    for (let i = 0; i < 3; i++) expect((await pay(10_000)).status).toBe(200);
    const over = await pay(100);
    expect([over.status, over.body.field]).toEqual([429, 'daily_amount']);
    expect(await chargesOf(rich.user.id)).toHaveLength(3);
  }, 60_000);

  it('3-D Secure: pending, then the card holder approves and the tip is paid', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const token = await cardToken(api(), reader.headers, CARDS.challenge);
    const res = await tip(api(), reader.headers, {
      recipientAccount: author.user.account,
      amount: 300,
      token,
      message: '応援しています',
    });
    expect(res.body.data.status).toBe('pending');
    expect(await paidTipsTo(db, author.user.id)).toHaveLength(0);
    const orderId = res.body.data.veritransOrderId;
    await answerChallenge(api(), orderId, 'approve');
    const status = await api().call('GET', `/v1/payment/veritrans/veritrans_status?order_id=${orderId}`, {
      headers: reader.headers,
    });
    expect(status.body.data).toMatchObject({ veritransStatus: 'purchased', isPurchased: true });
    expect(await paidTipsTo(db, author.user.id)).toMatchObject([{ amount: 300, message: '応援しています' }]);
  });

  it('the stored card pays a tip (sandbox: with the security code)', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    expect(
      (
        await tip(api(), reader.headers, {
          recipientAccount: author.user.account,
          amount: 100,
          token,
          saveCard: true,
        })
      ).status,
    ).toBe(200);
    const noCvv = await tip(api(), reader.headers, { recipientAccount: author.user.account, amount: 100 });
    expect([noCvv.status, noCvv.body.field]).toEqual([400, 'cvv']);
    const stored = await tip(api(), reader.headers, {
      recipientAccount: author.user.account,
      amount: 100,
      cvv: '123',
    });
    expect(stored.body.data).toMatchObject({ status: 'purchased' });
    expect(await paidTipsTo(db, author.user.id)).toHaveLength(2);
  });

  it('an administrator’s refund, 5 at once: one refund, the ledger rows reversed exactly once', async () => {
    const { db } = api();
    const { author, reader } = await tipParties(db);
    const admin = await createUser(db, { isAdmin: true });
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    await tip(api(), reader.headers, { recipientAccount: author.user.account, amount: 1000, token });
    const listed = await api().call('GET', `/v1/admin/tips?account=${reader.user.account}`, {
      headers: admin.headers,
    });
    const tipId = listed.body.data[0].id;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api().call('POST', `/v1/admin/tips/${tipId}/refund`, {
          headers: admin.headers,
          json: { reason: '誤操作' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await tipLedger(db, [tipId])).toEqual([
      ['buyer_payment', reader.user.id, -1000, false],
      ['buyer_payment', reader.user.id, 1000, true],
      ['platform', null, 120, false],
      ['platform', null, -120, true],
      ['seller', author.user.id, 880, false],
      ['seller', author.user.id, -880, true],
    ]);
    const [charge] = await chargesOf(reader.user.id);
    expect(charge!.state).toBe('refunded');
    const received = await api().call('GET', '/v1/current/tips/received', { headers: author.headers });
    expect(received.body.data[0].refundedAt).toEqual(expect.any(String));
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reader.user.id), eq(notifications.kind, 'update')));
    expect(notes).toHaveLength(1);
  });
});
