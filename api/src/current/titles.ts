// GET /v1/current/articles/titles: the viewer's own article titles by filterType (spec §7).
import { and, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles } from '../db/schema';

export const TITLES_MAX = 500;
export type TitlesFilter = 'all' | 'draft' | 'review' | 'published';

const filterOf = (type: TitlesFilter): SQL | undefined => {
  if (type === 'draft') return and(eq(articles.status, 'draft'), ne(articles.inspectStatus, 'review'));
  if (type === 'review') return eq(articles.inspectStatus, 'review');
  if (type === 'published')
    return and(eq(articles.status, 'published'), ne(articles.inspectStatus, 'review'));
  return undefined;
};

export async function articleTitles(db: Database, userId: number, type: TitlesFilter) {
  const rows = await db
    .select({ id: articles.id, title: articles.title, status: articles.status })
    .from(articles)
    .where(and(eq(articles.userId, userId), isNull(articles.deletedAt), filterOf(type)))
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(TITLES_MAX);
  return rows.map((r) => ({
    ...r,
    status: r.status === 'published' ? ('published' as const) : ('draft' as const),
  }));
}
