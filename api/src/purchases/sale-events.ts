// Folds the sales of unlimited articles (article_sale_events, appended by the purchase transaction)
// into articles.trend_score (おすすめ, ../articles/trend.ts): one UPDATE per article per run instead of
// one per sale. Safe with N processes: the rows are taken with FOR UPDATE SKIP LOCKED and deleted in
// the same transaction that adds them to the score. おすすめ lags by at most one interval.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articleSaleEvents, articles } from '../db/schema';
import { combinedExponent, trendAdd, trendExponent } from '../articles/trend';
import { periodicStarter } from '../scheduler/periodic';

export const FOLD_BATCH = 5000;

/** One run; answers how many sale events were folded. */
export async function foldSaleEvents(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Taken and deleted in one statement: no list of ids goes back to the database (a busy article's
    // 5,000 events made a 5,000-parameter DELETE, built on the API's event loop between requests).
    const taken = (await tx.execute(sql`
      delete from ${articleSaleEvents} where id in (
        select id from ${articleSaleEvents} limit ${FOLD_BATCH} for update skip locked)
      returning article_id, extract(epoch from at)::float8 * 1000 as at_ms`)) as unknown as {
      rows: { article_id: number; at_ms: number }[];
    };
    if (taken.rows.length === 0) return 0;
    const byArticle = new Map<number, number[]>();
    for (const e of taken.rows) {
      const xs = byArticle.get(e.article_id) ?? [];
      xs.push(trendExponent(new Date(e.at_ms)));
      byArticle.set(e.article_id, xs);
    }
    for (const [articleId, xs] of byArticle) {
      await tx
        .update(articles)
        .set({ trendScore: trendAdd(combinedExponent(xs)) })
        .where(eq(articles.id, articleId));
    }
    return taken.rows.length;
  });
}

/** Every `intervalMs` until stopped (and once at start); runs never overlap within a process. */
export const startSaleEventFolder = periodicStarter('sale event fold', async (db: Database, stopped) => {
  while (!stopped() && (await foldSaleEvents(db)) === FOLD_BATCH);
});
