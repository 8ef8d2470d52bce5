// Folds the sales of unlimited articles (article_sale_events, appended by the purchase transaction)
// into articles.trend_score (おすすめ, ../articles/trend.ts): one UPDATE per article per run instead of
// one per sale. Safe with N processes: the rows are taken with FOR UPDATE SKIP LOCKED and deleted in
// the same transaction that adds them to the score. おすすめ lags by at most one interval.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articleSaleEvents, articles } from '../db/schema';
import { combinedExponent, trendAdd, trendExponent } from '../articles/trend';
import { runPeriodically } from '../scheduler/periodic';

export const FOLD_BATCH = 5000;

/** One run; answers how many sale events were folded. */
export async function foldSaleEvents(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await tx
      .select()
      .from(articleSaleEvents)
      .limit(FOLD_BATCH)
      .for('update', { skipLocked: true });
    if (events.length === 0) return 0;
    const byArticle = new Map<number, number[]>();
    for (const e of events) {
      const xs = byArticle.get(e.articleId) ?? [];
      xs.push(trendExponent(e.at));
      byArticle.set(e.articleId, xs);
    }
    for (const [articleId, xs] of byArticle) {
      await tx
        .update(articles)
        .set({ trendScore: trendAdd(combinedExponent(xs)) })
        .where(eq(articles.id, articleId));
    }
    await tx.delete(articleSaleEvents).where(
      inArray(
        articleSaleEvents.id,
        events.map((e) => e.id),
      ),
    );
    return events.length;
  });
}

/** Every `intervalMs` until stopped (and once at start); runs never overlap within a process. */
export function startSaleEventFolder(db: Database, intervalMs: number, log = console.error) {
  return runPeriodically(
    'sale event fold',
    intervalMs,
    async (stopped) => {
      while (!stopped() && (await foldSaleEvents(db)) === FOLD_BATCH);
    },
    log,
  );
}
