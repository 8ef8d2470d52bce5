// The fold of sale events into おすすめ (sale-events.ts): every event counted once into its article's
// trend score, the rows gone, two folders at once never counting one twice (SKIP LOCKED).
import { eq, inArray } from 'drizzle-orm';
import { combinedExponent, trendExponent } from '../articles/trend';
import { articleSaleEvents, articles } from '../db/schema';
import { buy } from '../testing/buy';
import { createUser, describeApi } from '../testing/harness';
import { foldSaleEvents } from './sale-events';
import { paidArticle } from './testing';

describeApi('sale event fold', (api) => {
  it('adds each sale to its article’s trend score once and removes the events', async () => {
    const { db } = api();
    const author = await createUser(db);
    const hit = await paidArticle(db, author.user.id, { title: '売れている記事' });
    const other = await paidArticle(db, author.user.id, { title: 'もう一つの記事' });
    for (const id of [hit.id, hit.id, other.id]) {
      const buyer = await createUser(db);
      await buy(api(), buyer.headers, id);
    }
    const events = await db
      .select()
      .from(articleSaleEvents)
      .where(inArray(articleSaleEvents.articleId, [hit.id, other.id]));
    expect(events).toHaveLength(3);

    // Two folders at once (N API processes): together they fold each event once.
    const [a, b] = await Promise.all([foldSaleEvents(db), foldSaleEvents(db)]);
    expect(a + b).toBe(3);
    expect(await foldSaleEvents(db)).toBe(0);
    const left = await db
      .select()
      .from(articleSaleEvents)
      .where(inArray(articleSaleEvents.articleId, [hit.id, other.id]));
    expect(left).toHaveLength(0);

    const scoreOf = async (id: number) =>
      (await db.select({ s: articles.trendScore }).from(articles).where(eq(articles.id, id)))[0]!.s!;
    const expected = (id: number) =>
      combinedExponent(events.filter((e) => e.articleId === id).map((e) => trendExponent(e.at)));
    expect(await scoreOf(hit.id)).toBeCloseTo(expected(hit.id), 9);
    expect(await scoreOf(other.id)).toBeCloseTo(expected(other.id), 9);
    // Two sales weigh one more power of two than one sale at about the same time.
    expect((await scoreOf(hit.id)) - (await scoreOf(other.id))).toBeCloseTo(1, 3);
  });
});
