import { eq } from 'drizzle-orm';
import { articles } from '../db/schema';
import { cardToken, CARDS } from '../purchases/testing';
import type { Database } from '../db/open';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

function publishedArticle(db: Database, userId: number, values: Partial<typeof articles.$inferInsert> = {}) {
  return insertArticle(db, userId, {
    title: '紹介される記事',
    status: 'published',
    publishedAt: new Date(Date.now() - 1000),
    body: ['<p>無料</p>', '<p>有料</p>'],
    payArticleLine: 1,
    price: 1000,
    affiliateRateBp: 1000,
    ...values,
  });
}

describeApi('share links', (api) => {
  it('issues a short and a long link on our site, and the same one again on reissue', async () => {
    const { db, call, siteUrl } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const article = await publishedArticle(db, author.user.id);
    const issued = await call('POST', '/v1/share_links', {
      headers: affiliate.headers,
      json: { articleId: article.id, userAccount: affiliate.user.account },
    });
    expect(issued.status).toBe(200);
    const code = issued.body.affiliateUid as string;
    expect(code).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(issued.body).toEqual({
      shortUrl: `${siteUrl}/s/${code}`,
      url: `${siteUrl}/u/${author.user.account}/a/${article.id}?ref=${code}`,
      affiliateUid: code,
    });
    const again = await call('POST', '/v1/share_links', {
      headers: affiliate.headers,
      json: { articleId: article.id, userAccount: affiliate.user.account },
    });
    expect(again.body).toEqual(issued.body);
  });

  it('refuses signed-out callers, other accounts and unpublished articles', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const someone = await createUser(db);
    const article = await publishedArticle(db, author.user.id);
    const payload = { articleId: article.id, userAccount: someone.user.account };
    expect((await call('POST', '/v1/share_links', { json: payload })).status).toBe(401);
    const other = await call('POST', '/v1/share_links', {
      headers: someone.headers,
      json: { ...payload, userAccount: author.user.account },
    });
    expect(other.status).toBe(403);
    const draft = await publishedArticle(db, author.user.id, { status: 'draft', publishedAt: null });
    const refused = await call('POST', '/v1/share_links', {
      headers: someone.headers,
      json: { ...payload, articleId: draft.id },
    });
    expect(refused.status).toBe(404);
  });

  it('lets only buyers promote a purchaser-only article', async () => {
    const { db, call } = api();
    const author = await createUser(db);
    const reader = await createUser(db);
    const article = await publishedArticle(db, author.user.id, { affiliatableOnlyPurchaser: true });
    const payload = { articleId: article.id, userAccount: reader.user.account };
    const refused = await call('POST', '/v1/share_links', { headers: reader.headers, json: payload });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('affiliate_purchaser_only');
    // The author may share their own article.
    const own = await call('POST', '/v1/share_links', {
      headers: author.headers,
      json: { articleId: article.id, userAccount: author.user.account },
    });
    expect(own.status).toBe(200);
    // Bought through the real purchase path (sandbox card 4242).
    const token = await cardToken(api(), reader.headers, CARDS.ok);
    const bought = await call('POST', '/v1/payment/veritrans/charge', {
      headers: { ...reader.headers, 'idempotency-key': `purchaser-only-${article.id}` },
      json: { articleId: article.id, token },
    });
    expect(bought.body.data.status).toBe('purchased');
    const allowed = await call('POST', '/v1/share_links', { headers: reader.headers, json: payload });
    expect(allowed.status).toBe(200);
  });

  it('resolves short and long URLs to the article and the code, and nothing else', async () => {
    const { db, call, siteUrl } = api();
    const author = await createUser(db);
    const affiliate = await createUser(db);
    const article = await publishedArticle(db, author.user.id);
    const other = await publishedArticle(db, author.user.id);
    const issued = await call('POST', '/v1/share_links', {
      headers: affiliate.headers,
      json: { articleId: article.id, userAccount: affiliate.user.account },
    });
    const code = issued.body.affiliateUid as string;
    const expected = {
      articleId: article.id,
      url: `${siteUrl}/u/${author.user.account}/a/${article.id}`,
      affiliateUid: code,
    };
    const origin = (url: string) => call('GET', `/v1/share_links/origin?url=${encodeURIComponent(url)}`);
    expect((await origin(issued.body.shortUrl)).body).toEqual(expected);
    expect((await origin(issued.body.url)).body).toEqual(expected);
    expect((await origin(`/s/${code}`)).body).toEqual(expected);
    // A code for another article, an unknown code, a plain article URL: no referral.
    expect((await origin(`/u/${author.user.account}/a/${other.id}?ref=${code}`)).status).toBe(404);
    expect((await origin('/s/AAAAAAAAAA')).status).toBe(404);
    expect((await origin(`/u/${author.user.account}/a/${article.id}`)).status).toBe(404);
    // A deleted article's links stop resolving.
    await db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, article.id));
    expect((await origin(`/s/${code}`)).status).toBe(404);
  });
});
