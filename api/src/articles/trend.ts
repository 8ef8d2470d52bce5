// おすすめ (GET /v1/articles/recommended). The rule: recent activity wins — every sale and every
// 4–5★ review counts 1, and its weight halves every 7 days; articles without such activity are
// filled in from the best rated. Kept as one number per article, `trend_score` = log2 of the sum of
// 2^(t / half-life) over its events (t in half-lives since 2026-01-01). Every score decays at the same
// rate, so the ORDER never needs recomputing: a new event adds its 2^(t/h) (log-sum-exp in SQL, exact
// and overflow-free) and the list is a walk of the articles_trend index.
import { and, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articles } from '../db/schema';
import { FAV_ORDER, listArticles, TREND_ORDER } from './lists';
import { listable } from './queries';
import type { ListRecord } from './visibility';

const HALF_LIFE_MS = 7 * 24 * 60 * 60 * 1000;
const EPOCH_MS = Date.UTC(2026, 0, 1);
export const RECOMMENDED_SIZE = 10;

/** The log2 weight of one event at `at`. */
export const trendExponent = (at: Date): number => (at.getTime() - EPOCH_MS) / HALF_LIFE_MS;

/** SET value adding one event at `at` to the article's score: log2(2^score + 2^x). */
export const trendBump = (at: Date) => trendAdd(trendExponent(at));

/** log2 of the sum of 2^x over events: what several events add at once (trendAdd of it). */
export function combinedExponent(xs: readonly number[]): number {
  const m = Math.max(...xs);
  return m + Math.log2(xs.reduce((sum, x) => sum + 2 ** (x - m), 0));
}

/** SET value adding events whose combined log2 weight is `x` (see combinedExponent). */
export function trendAdd(x: number) {
  return sql`case when ${articles.trendScore} is null then ${x}::double precision
    else greatest(${articles.trendScore}, ${x}::double precision)
      + ln(1 + power(2::double precision, -abs(${articles.trendScore} - ${x}::double precision))) / ln(2)
    end`;
}

export async function listRecommended(db: Database): Promise<ListRecord[]> {
  const trending = await listArticles(db, {
    where: and(listable(), sql`${articles.trendScore} is not null`),
    order: TREND_ORDER,
    limit: RECOMMENDED_SIZE,
  });
  const missing = RECOMMENDED_SIZE - trending.records.length;
  if (missing <= 0) return trending.records;
  const ids = trending.records.map((r) => r.article.id);
  const rated = await listArticles(db, {
    where: and(listable(), ids.length > 0 ? notInArray(articles.id, ids) : undefined),
    order: FAV_ORDER,
    limit: missing,
  });
  return [...trending.records, ...rated.records];
}
