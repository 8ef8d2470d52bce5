// What of an article is searchable: its title and FREE part (paid text must never be findable),
// normalised by shared/domain's normalizeForSearch. Written at publish (drafts/routes.ts), by the
// demo seed, and backfilled at start for rows written before these columns existed.
import { decodeHtmlEntities, normalizeForSearch, splitAtPaywall } from '@shirube/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles } from '../db/schema';

const textOf = (html: string) => decodeHtmlEntities(html.replace(/<[^>]*>/g, ' '));

export function searchColumns(title: string, body: readonly string[], payArticleLine: number) {
  const free = splitAtPaywall(body, payArticleLine).free.map(textOf).join(' ');
  return { searchTitle: normalizeForSearch(title), searchText: normalizeForSearch(`${title} ${free}`) };
}

/** Fills the search columns of published articles that have a title but no search text yet. */
export async function backfillSearchColumns(db: Database): Promise<number> {
  const rows = await db
    .select({ id: articles.id, title: articles.title, body: articles.body, line: articles.payArticleLine })
    .from(articles)
    .where(and(eq(articles.searchTitle, ''), ne(articles.title, '')));
  for (const row of rows) {
    await db
      .update(articles)
      .set(searchColumns(row.title, row.body, row.line))
      .where(eq(articles.id, row.id));
  }
  return rows.length;
}
