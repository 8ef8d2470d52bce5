import { ogCoverPath } from '@shirube/domain/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { articles, categories } from '../db/schema';
import { insertArticle } from '../testing/fixtures';
import { createUser, describeApi } from '../testing/harness';

describeApi('og:image cover PNG', (api) => {
  async function published(title: string) {
    const { db } = api();
    const author = await createUser(db);
    const [category] = await db
      .insert(categories)
      .values({ name: 'ビジネス', slug: `business-${Date.now()}-${Math.random()}` })
      .returning();
    const article = await insertArticle(db, author.user.id, {
      title,
      status: 'published',
      publishedAt: new Date(Date.now() - 1000),
      categoryId: category!.id,
      body: ['<p>本文</p>'],
    });
    return { article, category: category! };
  }

  it('answers a 1200×630 PNG of the title, immutable, the same bytes again from the cache', async () => {
    const { article, category } = await published('副業で月5万円を稼ぐためのブログ運営術');
    const url = ogCoverPath(article.id, article.title, category);
    const res = await fetch(api().url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 630,
    });
    // Not a flat image: the title's white pixels are there.
    const stats = await sharp(png).stats();
    expect(stats.channels[0]!.max).toBe(255);
    const again = Buffer.from(await (await fetch(api().url + url)).arrayBuffer());
    expect(again.equals(png)).toBe(true);
  }, 30_000);

  it('redirects an old key to the current title’s, and hides unreadable articles', async () => {
    const { db } = api();
    const { article, category } = await published('古いタイトル');
    const old = ogCoverPath(article.id, article.title, category);
    await db.update(articles).set({ title: '新しいタイトル' }).where(eq(articles.id, article.id));
    const res = await fetch(api().url + old, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(ogCoverPath(article.id, '新しいタイトル', category));
    await db.update(articles).set({ status: 'draft', publishedAt: null }).where(eq(articles.id, article.id));
    expect((await fetch(api().url + ogCoverPath(article.id, '新しいタイトル', category))).status).toBe(404);
    expect((await fetch(`${api().url}/v1/og_covers/abc/x.png`)).status).toBe(404);
  });
});
