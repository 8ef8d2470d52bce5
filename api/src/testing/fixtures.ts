// Rows the API suites need that no endpoint creates directly (a published paid article).
import type { Database } from '../db/open';
import { articles } from '../db/schema';

/** A published paid article (2 free + 2 paid paragraphs, 1,000 yen) owned by `userId`; override any column. */
export async function insertArticle(
  db: Database,
  userId: number,
  values: Partial<typeof articles.$inferInsert> = {},
) {
  const [row] = await db
    .insert(articles)
    .values({
      userId,
      title: 'テストの記事',
      body: [
        '<p>無料の導入</p>',
        '<p>無料の続き</p>',
        '<p>PAID-SECRET 本題</p>',
        '<p>PAID-SECRET まとめ</p>',
      ],
      payArticleLine: 2,
      price: 1000,
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      ...values,
    })
    .returning();
  return row!;
}
