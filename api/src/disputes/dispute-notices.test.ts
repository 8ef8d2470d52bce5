// What a dispute tells the author (issues 21 and 37): an article's sale by its title, a magazine's as
// マガジン「…」, a tip as a tip — from whom (匿名の読者 when the tipper chose so, never their name) and
// how much, paid by someone who is not a 購入者. The disputes are opened and closed through disputes.ts
// as the Stripe webhook does (stripe-webhooks.test.ts covers that path).
import { and, eq } from 'drizzle-orm';
import { notifications, purchases } from '../db/schema';
import { chargeMagazine, magazineOf } from '../magazines/testing';
import { CARDS, cardToken } from '../purchases/testing';
import { buy } from '../testing/buy';
import { forSale } from '../testing/checkout';
import { createUser, describeApi } from '../testing/harness';
import { paidTipsTo, tip, tipParties } from '../tips/testing';
import { closeDispute, openDispute, type DisputedSale } from './disputes';

let seq = 0;

describeApi('dispute notices', (api) => {
  /** Opens a dispute on `sale`, then (won) closes it: answers the author's two notices. */
  const disputeNotices = async (authorId: number, sale: DisputedSale) => {
    const { db } = api();
    const ref = `dp_notice_${++seq}_${Date.now()}`;
    await openDispute(db, { ...sale, provider: 'stripe', providerRef: ref, amount: 1, reason: 'fraudulent' });
    await closeDispute(db, ref, 'won', new Date());
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, authorId), eq(notifications.kind, 'sales')))
      .orderBy(notifications.id);
    // The sale's own notice (…が購入されました) is not the dispute's.
    return notes.map((n) => n.body).filter((body) => body.includes('異議'));
  };

  const tipOf = async (amount: number, anonymous: boolean) => {
    const { author, reader } = await tipParties(api().db);
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    const json = { recipientAccount: author.user.account, amount, token, anonymous };
    expect((await tip(api(), reader.headers, json)).body.data).toMatchObject({ status: 'purchased' });
    const [paid] = await paidTipsTo(api().db, author.user.id);
    return { author, reader, tipId: paid!.id };
  };

  it('an article sale is named by its title, bought by a 購入者', async () => {
    const { author, buyer, article } = await forSale(api().db, { title: '雨の日の記録', price: 1000 });
    const purchaseId = await buy(api(), buyer.headers, article.id);
    expect(await disputeNotices(author.user.id, { purchaseId })).toEqual([
      '「雨の日の記録」の購入について、購入者がカード会社に支払いの異議（チャージバック）を申し立てました。結果が出るまで、この販売の売上880円は出金できません。',
      '「雨の日の記録」の支払いの異議（チャージバック）は販売者側の主張が認められました。保留していた売上880円は出金できるようになりました。',
    ]);
  });

  it('a magazine sale says マガジン「…」 (not 「マガジン「…」」)', async () => {
    const { db } = api();
    const author = await createUser(db);
    const buyer = await createUser(db);
    const { id } = await magazineOf(api(), author, 1, { price: 3000 });
    const token = await cardToken(api(), buyer.headers, CARDS.ok);
    const res = await chargeMagazine(api(), buyer.headers, id, { token, expectedAmount: 3000 });
    expect(res.body.data).toMatchObject({ status: 'purchased' });
    const [bought] = await db.select().from(purchases).where(eq(purchases.magazineId, id));
    const [opened, won] = await disputeNotices(author.user.id, { purchaseId: bought!.id });
    expect(opened).toMatch(/^マガジン「まとめて読む」の購入について、購入者がカード会社に/);
    expect(opened).toContain('この販売の売上2,640円は出金できません。');
    expect(won).toMatch(
      /^マガジン「まとめて読む」の支払いの異議（チャージバック）は販売者側の主張が認められました。/,
    );
  });

  it('a tip is named as a tip from the tipper, paid by 支払った方, with the amount', async () => {
    const { author, reader, tipId } = await tipOf(800, false);
    expect(await disputeNotices(author.user.id, { tipId })).toEqual([
      `${reader.user.name}さんからのチップ（800円）について、支払った方がカード会社に支払いの異議（チャージバック）を申し立てました。結果が出るまで、このチップの受取額704円は出金できません。`,
      `${reader.user.name}さんからのチップ（800円）の支払いの異議（チャージバック）は受け取った側の主張が認められました。保留していたチップの受取額704円は出金できるようになりました。`,
    ]);
  });

  it('an anonymous tip names no one: 匿名の読者からのチップ', async () => {
    const { author, reader, tipId } = await tipOf(500, true);
    const notes = await disputeNotices(author.user.id, { tipId });
    expect(notes).toHaveLength(2);
    for (const note of notes) {
      expect(note).toMatch(/^匿名の読者からのチップ（500円）/);
      expect(note).not.toContain(reader.user.name);
      expect(note).not.toContain(reader.user.account);
    }
  });
});
