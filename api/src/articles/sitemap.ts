// The sitemaps' source (GET /v1/articles/sitemap): every listable article's address parts, by id.
// The shell server's /sitemaps/articles-<n>.xml covers the ids (n × 50,000, (n + 1) × 50,000] — at
// most 50,000 URLs, the protocol's limit, whatever the drafts in between — and reads its range in
// calls of SITEMAP_BATCH by keyset on the primary key (never OFFSET): each call costs its rows.
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles, users } from '../db/schema';
import { listable } from './queries';

export const SITEMAP_BATCH = 10_000;

export interface SitemapBatch {
  data: Array<{ id: number; account: string; publishedAt: string }>;
  meta: { next: number | null; lastId: number | null };
}

export async function sitemapArticles(
  db: Database,
  after: number,
  upTo: number,
  batch = SITEMAP_BATCH,
): Promise<SitemapBatch> {
  const [rows, last] = await Promise.all([
    upTo <= after
      ? []
      : db
          .select({ id: articles.id, account: users.account, publishedAt: articles.publishedAt })
          .from(articles)
          .innerJoin(users, eq(users.id, articles.userId))
          .where(and(listable(), gt(articles.id, after), lte(articles.id, upTo)))
          .orderBy(asc(articles.id))
          .limit(batch + 1),
    // The newest listable id: a backward walk of the primary key to the first listable row.
    db.select({ id: articles.id }).from(articles).where(listable()).orderBy(desc(articles.id)).limit(1),
  ]);
  const page = rows.slice(0, batch);
  return {
    data: page.map((r) => ({ id: r.id, account: r.account, publishedAt: r.publishedAt!.toISOString() })),
    meta: { next: rows.length > batch ? page[page.length - 1]!.id : null, lastId: last[0]?.id ?? null },
  };
}
