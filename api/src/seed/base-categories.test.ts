// The base categories come with the schema (migration 0021_base_categories, issue 22): a production
// database, which never gets demo data, has them, so authors can publish into one. The demo seed on top
// adds none twice.
import { categories } from '../db/schema';
import { createUser, describeApi } from '../testing/harness';
import { demoCategories } from './demo-data';
import { hasUsers, seedDemo } from './seed';

const BASE = [
  'business',
  'programming',
  'side-job',
  'investment',
  'writing',
  'design',
  'marketing',
  'self-improvement',
  'career',
];

describeApi('base categories', (api) => {
  it('a database without demo data lists them, in order, and an author publishes into one', async () => {
    const { db, call } = api();
    expect(await hasUsers(db)).toBe(false);
    const listed = (await call('GET', '/v1/categories')).body.data as {
      id: number;
      slug: string;
      name: string;
    }[];
    expect(listed.map((c) => c.slug)).toEqual(BASE);
    expect(listed.find((c) => c.slug === 'programming')!.name).toBe('プログラミング');

    const { headers } = await createUser(db);
    const draft = await call('POST', '/v1/articles/draft', { headers });
    const id = draft.body.data.id as number;
    const saved = await call('PATCH', `/v1/articles/${id}/draft`, {
      headers,
      json: { article: { title: '分類つきの記事', body: ['<p>本文</p>'], payArticleLine: -1 } },
    });
    expect(saved.status).toBe(200);
    const category = listed.find((c) => c.slug === 'career')!;
    const published = await call('POST', `/v1/articles/${id}/publish`, {
      headers,
      json: {
        price: 0,
        salesCount: 0,
        isSalesUnlimited: true,
        affiliateRate: 0,
        affiliatableOnlyPurchaser: false,
        category: category.id,
        payArticleLine: -1,
      },
    });
    expect(published.status).toBe(200);
    expect(published.body.data.categoryId).toBe(category.id);
  });

  it('the demo seed keeps one row per slug (its categories are the base ones)', async () => {
    const { db } = api();
    expect(demoCategories.map((c) => c.slug)).toEqual(BASE);
    await seedDemo(db);
    const rows = await db.select({ slug: categories.slug }).from(categories);
    expect(rows.map((r) => r.slug).sort()).toEqual([...BASE].sort());
  });
});
