import { eq, sql } from 'drizzle-orm';
import { purchases, referralClicks } from '../db/schema';
import { paidArticle, referralCode, CARDS } from '../purchases/testing';
import { chargeCard } from '../testing/checkout';
import { createUser, describeApi, type TestApi } from '../testing/harness';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';

/** A browser with no cookie: only its address and agent say who it is. */
const device = (address: string, agent = CHROME) => ({ 'x-forwarded-for': address, 'user-agent': agent });

const click = (api: TestApi, code: string, headers: Record<string, string>, referrer?: string) =>
  api.call('POST', '/v1/share_links/clicks', { headers, json: { url: `/s/${code}`, referrer } });

let n = 0;
/** The sandbox charge as the shell sends it, WITHOUT any affiliateUid (the cookie is gone). */
async function buyWithoutCookie(api: TestApi, headers: Record<string, string>, articleId: number) {
  const res = await chargeCard(api, headers, CARDS.ok, { articleId }, `attr-${articleId}-${++n}`);
  if (res.status !== 200 || res.body.data.status !== 'purchased')
    throw new Error(`buy ${res.status} ${res.text}`);
  const [row] = await api.db.select().from(purchases).where(eq(purchases.articleId, articleId));
  return row!;
}

describeApi('referral attribution without cookies', (api) => {
  it('the same visit: a signed-out click, then sign-in and purchase from that browser', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const reader = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const code = await referralCode(db, article.id, affiliate.user.id);

    const answer = await click(api(), code, device('203.0.113.20'), 'https://blog.example/post?id=9');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ articleId: article.id, affiliateUid: code });
    const [stored] = await db.select().from(referralClicks).where(eq(referralClicks.articleId, article.id));
    expect(stored).toMatchObject({
      affiliateUserId: affiliate.user.id,
      userId: null,
      referringHost: 'blog.example',
    });
    expect(stored!.visitor).toMatch(/^h:[0-9a-f]{32}$/);

    const bought = await buyWithoutCookie(
      api(),
      { ...reader.headers, ...device('203.0.113.20') },
      article.id,
    );
    expect(bought.affiliateUserId).toBe(affiliate.user.id);
  });

  it('the account: a signed-in click on one device, the purchase on another', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const reader = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const code = await referralCode(db, article.id, affiliate.user.id);
    await click(api(), code, { ...reader.headers, ...device('198.51.100.1', PHONE) });
    const bought = await buyWithoutCookie(
      api(),
      { ...reader.headers, ...device('203.0.113.77') },
      article.id,
    );
    expect(bought.affiliateUserId).toBe(affiliate.user.id);
  });

  it("last click wins, one's own link never, and a click past 30 days does not count", async () => {
    const { db } = api();
    const author = await createUser(db);
    const first = await createUser(db);
    const second = await createUser(db);
    const reader = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const firstCode = await referralCode(db, article.id, first.user.id);
    const secondCode = await referralCode(db, article.id, second.user.id);
    const ownCode = await referralCode(db, article.id, reader.user.id);
    const signedIn = { ...reader.headers, ...device('203.0.113.30') };
    await click(api(), firstCode, signedIn);
    await click(api(), secondCode, signedIn);
    await click(api(), ownCode, signedIn); // newest, but the reader's own: skipped
    const bought = await buyWithoutCookie(api(), signedIn, article.id);
    expect(bought.affiliateUserId).toBe(second.user.id);

    const later = await paidArticle(db, author.user.id);
    const old = await referralCode(db, later.id, first.user.id);
    await click(api(), old, signedIn);
    await db
      .update(referralClicks)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(referralClicks.articleId, later.id));
    expect((await buyWithoutCookie(api(), signedIn, later.id)).affiliateUserId).toBeNull();
  });

  it('purchaser-only articles pay only affiliates who bought; bots are answered but not recorded', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const reader = await createUser(db);
    const article = await paidArticle(db, author.user.id, { affiliatableOnlyPurchaser: true });
    const code = await referralCode(db, article.id, affiliate.user.id);
    const signedIn = { ...reader.headers, ...device('203.0.113.40') };
    await click(api(), code, signedIn);
    expect((await buyWithoutCookie(api(), signedIn, article.id)).affiliateUserId).toBeNull();

    const other = await paidArticle(db, author.user.id);
    const otherCode = await referralCode(db, other.id, affiliate.user.id);
    const bot = await click(api(), otherCode, {
      'user-agent': 'Twitterbot/1.0',
      'x-forwarded-for': '192.0.2.1',
    });
    expect(bot.status).toBe(200);
    const prefetch = await click(api(), otherCode, { ...device('192.0.2.2'), 'sec-purpose': 'prefetch' });
    expect(prefetch.status).toBe(200);
    expect(await db.select().from(referralClicks).where(eq(referralClicks.articleId, other.id))).toEqual([]);
    expect((await click(api(), 'ZZZZZZZZZZ', device('192.0.2.3'))).status).toBe(404);
  });

  it('a view after the click is sourced to the referral link', async () => {
    const { db } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const article = await paidArticle(db, author.user.id);
    const code = await referralCode(db, article.id, affiliate.user.id);
    await click(api(), code, device('203.0.113.50'), 'https://x.com/post');
    await api().call('POST', `/v1/articles/${article.id}/views`, {
      headers: device('203.0.113.50'),
      json: { referrer: 'https://x.com/' },
    });
    await api().viewsRecorded();
    const rows = (await db.execute(
      sql`select source_kind, source_detail, views from view_daily where article_id = ${article.id}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ source_kind: 'referral', source_detail: code, views: 1 }]);
  });
});
