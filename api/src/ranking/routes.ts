// Affiliate ranking of an article and extra rates per affiliator (owner only); the author's magazine
// referrers (magazines.ts). The ranking is a sum of the ledger's `affiliate` rows per referrer (a
// refund's reversal nets its sale out).
import { ShirubeApi, type AffiliatorRank } from '@shirube/api-contract';
import { BP_PER_UNIT, bpToRate, conversionRate, rateToBp } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { parseOffset } from '../articles/routes';
import { forbidden, invalid, notFound } from '../auth/errors';
import { requireViewer } from '../auth/viewer';
import { platformFeeBp } from '../config';
import { App } from '../context';
import type { Database } from '../db/open';
import { affiliateAdditionalRates, articles, users } from '../db/schema';
import { magazineRanking } from './magazines';

const PAGE = 20;

async function ranking(db: Database, articleId: number, offset: number) {
  const result = (await db.execute(sql`
    select p.affiliate_user_id as id, u.account, u.name, u.deleted_at is not null as deleted,
      count(*) filter (where r.id is null) as sales_count,
      coalesce(sum(p.price) filter (where r.id is null), 0) as sales_amount,
      coalesce((select sum(le.amount) from ledger_entries le join purchases p2 on p2.id = le.purchase_id
        where p2.article_id = ${articleId} and le.account = 'affiliate' and le.user_id = p.affiliate_user_id), 0)
        as commission,
      coalesce(max(ar.rate_bp), 0) as rate_bp,
      (select count(*) from referral_clicks rc where rc.article_id = ${articleId}
        and rc.affiliate_user_id = p.affiliate_user_id) as clicks
    from purchases p
    join users u on u.id = p.affiliate_user_id
    left join refunds r on r.purchase_id = p.id
    left join affiliate_additional_rates ar on ar.article_id = p.article_id and ar.affiliate_user_id = p.affiliate_user_id
    where p.article_id = ${articleId} and p.affiliate_user_id is not null
    group by p.affiliate_user_id, u.account, u.name, u.deleted_at
    order by sales_amount desc, p.affiliate_user_id
    limit ${PAGE + 1} offset ${offset}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const data: AffiliatorRank[] = result.rows.slice(0, PAGE).map((r) => ({
    affiliatorId: Number(r.id),
    account: String(r.account),
    name: String(r.name),
    salesCount: Number(r.sales_count),
    salesAmount: Number(r.sales_amount),
    commission: Number(r.commission),
    clicks: Number(r.clicks),
    conversion: conversionRate(Number(r.sales_count), Number(r.clicks)),
    additionalAffiliateRate: bpToRate(Number(r.rate_bp)),
    deleted: r.deleted === true,
  }));
  return { data, meta: { pager: { next: result.rows.length > PAGE ? String(offset + PAGE) : null } } };
}

export const RankingRoutes = HttpApiBuilder.group(ShirubeApi, 'ranking', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
    const ownArticle = (id: number, userId: number) =>
      Effect.gen(function* () {
        const [a] = yield* Effect.promise(() => db.select().from(articles).where(eq(articles.id, id)));
        if (!a || a.deletedAt) return yield* notFound('The article does not exist');
        if (a.userId !== userId) return yield* forbidden('Only the author sees and sets affiliate rates');
        return a;
      });
    const setRate = (articleId: number, affiliatorId: number, rateBp: number) =>
      Effect.promise(async () => {
        if (rateBp === 0)
          await db
            .delete(affiliateAdditionalRates)
            .where(
              and(
                eq(affiliateAdditionalRates.articleId, articleId),
                eq(affiliateAdditionalRates.affiliateUserId, affiliatorId),
              ),
            );
        else {
          const row = { articleId, affiliateUserId: affiliatorId, rateBp, updatedAt: new Date() };
          await db
            .insert(affiliateAdditionalRates)
            .values(row)
            .onConflictDoUpdate({
              target: [affiliateAdditionalRates.articleId, affiliateAdditionalRates.affiliateUserId],
              set: row,
            });
        }
        return { data: { affiliatorId, additionalAffiliateRate: bpToRate(rateBp) } };
      });
    return handlers
      .handle('affiliatorRanking', ({ params, query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          yield* ownArticle(params.id, viewer.user.id);
          const offset = yield* parseOffset(query.since);
          return yield* Effect.promise(() => ranking(db, params.id, offset));
        }),
      )
      .handle('magazineAffiliatorRanking', ({ query, request }) =>
        Effect.gen(function* () {
          // Only the viewer's own magazines: the query is scoped by their user id.
          const viewer = yield* requireViewer(db, request);
          const offset = yield* parseOffset(query.since);
          return yield* Effect.promise(() => magazineRanking(db, viewer.user.id, offset));
        }),
      )
      .handle('setAdditionalRate', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const article = yield* ownArticle(params.id, viewer.user.id);
          const rate = payload.additionalAffiliateRate.rate;
          if (!Number.isFinite(rate) || rate < 0) return yield* invalid('rate', 'range');
          const rateBp = rateToBp(rate);
          // The seller's share can never go negative: article rate + extra + fee ≤ 100 %.
          if (article.affiliateRateBp + rateBp + platformFeeBp(config) > BP_PER_UNIT)
            return yield* invalid('rate', 'too_high');
          const [affiliator] = yield* Effect.promise(() =>
            db
              .select({ id: users.id, deletedAt: users.deletedAt })
              .from(users)
              .where(eq(users.id, params.affiliatorId)),
          );
          // A deleted account earns nothing more: no extra rate for it (issue 40 item 6).
          if (!affiliator || affiliator.deletedAt !== null || affiliator.id === viewer.user.id)
            return yield* notFound('No such affiliator');
          return yield* setRate(params.id, params.affiliatorId, rateBp);
        }),
      )
      .handle('removeAdditionalRate', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          yield* ownArticle(params.id, viewer.user.id);
          return yield* setRate(params.id, params.affiliatorId, 0);
        }),
      );
  }),
);
