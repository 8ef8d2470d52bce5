// Quick edit and discount codes (spec §4, §7). Owner only: others 404 for hidden articles, 403 when
// the article is public. Changes apply to the live article at once, without a new review; an order
// already priced keeps its amount (payment_orders.amount is fixed when the order is created).
import { ConflictError, ShirubeApi, type QuickEdit } from '@shirube/api-contract';
import { DISCOUNT_CODES_PER_ARTICLE_MAX, bpToRate, paidLineCount, rateToBp } from '@shirube/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { forbidden, invalid, notFound } from '../auth/errors';
import type { Viewer } from '../auth/tokens';
import { requireViewer } from '../auth/viewer';
import { App } from '../context';
import type { Database } from '../db/open';
import { articles, categories, discountCodes, users } from '../db/schema';
import { availableCopies, visibilityError, type ArticleRow } from '../articles/visibility';
import { articleLink, listCodes, newCodeValue, presentCode } from './codes';
import { codeProblem, isProblem, quickEditProblem } from './validate';

const promise = <A>(f: () => Promise<A>) => Effect.promise(f);

const notPublished = () =>
  new ConflictError({
    code: 'not_published',
    message: 'Quick edit is for published articles; use the publish settings of the draft',
  });

/** The live article the viewer owns, with the author's account for links. */
const ownedLive = (db: Database, viewer: Viewer, id: number) =>
  Effect.gen(function* () {
    const [row] = yield* promise(() =>
      db
        .select({ article: articles, account: users.account })
        .from(articles)
        .innerJoin(users, eq(users.id, articles.userId))
        .where(eq(articles.id, id)),
    );
    if (!row || row.article.deletedAt) return yield* notFound('The article does not exist');
    if (row.article.userId !== viewer.user.id) {
      const hidden = visibilityError(
        { article: row.article, author: { ...viewer.user, id: row.article.userId }, category: null },
        { user: { id: viewer.user.id, isAdmin: false }, purchasedAt: null },
      );
      return yield* hidden ?? forbidden('Only the author can change this article');
    }
    if (row.article.status !== 'published') return yield* notPublished();
    return row;
  });

export const QuickEditRoutes = HttpApiBuilder.group(ShirubeApi, 'quickEdit', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
    const present = async (article: ArticleRow, account: string): Promise<{ data: QuickEdit }> => {
      const codes = await listCodes(db, article.id);
      const now = new Date();
      return {
        data: {
          id: article.id,
          title: article.title,
          price: article.price,
          salesCount: article.salesCount,
          soldCount: article.soldCount,
          availableSalesCount: availableCopies(article),
          isSalesUnlimited: article.isSalesUnlimited,
          affiliateRate: bpToRate(article.affiliateRateBp),
          affiliatableOnlyPurchaser: article.affiliatableOnlyPurchaser,
          categoryId: article.categoryId,
          hasPaidPart: paidLineCount(article.body.length, article.payArticleLine) > 0,
          discountCodes: codes.map((c) =>
            presentCode(c, articleLink(config.siteUrl, account, article.id, c.code), now),
          ),
        },
      };
    };
    const codeOf = (articleId: number, codeId: number) =>
      Effect.gen(function* () {
        const [code] = yield* promise(() =>
          db
            .select()
            .from(discountCodes)
            .where(
              and(
                eq(discountCodes.id, codeId),
                eq(discountCodes.articleId, articleId),
                isNull(discountCodes.deletedAt),
              ),
            ),
        );
        if (!code) return yield* notFound('The discount code does not exist');
        return code;
      });

    return handlers
      .handle('get', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const { article, account } = yield* ownedLive(db, viewer, params.id);
          return yield* promise(() => present(article, account));
        }),
      )
      .handle('save', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const { article, account } = yield* ownedLive(db, viewer, params.id);
          const problem = quickEditProblem(payload, article);
          if (problem) return yield* invalid(problem.field, problem.reason);
          if (payload.category != null) {
            const [cat] = yield* promise(() =>
              db.select().from(categories).where(eq(categories.id, payload.category!)),
            );
            if (!cat) return yield* invalid('category', 'unknown category');
          }
          const salesCount = payload.isSalesUnlimited ? article.salesCount : payload.salesCount;
          // Conditional on the copies sold and reserved (payments/orders.ts) at this very moment: a purchase
          // in between cannot be undercut.
          const [saved] = yield* promise(() =>
            db
              .update(articles)
              .set({
                price: payload.price,
                salesCount,
                isSalesUnlimited: payload.isSalesUnlimited,
                affiliateRateBp: rateToBp(payload.affiliateRate),
                affiliatableOnlyPurchaser: payload.affiliatableOnlyPurchaser,
                ...(payload.category !== undefined ? { categoryId: payload.category } : {}),
                updatedAt: new Date(),
              })
              .where(
                and(
                  eq(articles.id, article.id),
                  payload.isSalesUnlimited
                    ? undefined
                    : sql`${articles.soldCount} + ${articles.reservedCount} <= ${salesCount}`,
                ),
              )
              .returning(),
          );
          if (!saved) return yield* invalid('salesCount', 'below_sold: more copies were sold meanwhile');
          return yield* promise(() => present(saved, account));
        }),
      )
      .handle('createDiscountCode', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const { article, account } = yield* ownedLive(db, viewer, params.id);
          const values = codeProblem(payload, article, undefined);
          if (isProblem(values)) return yield* invalid(values.field, values.reason);
          const [{ n } = { n: 0 }] = yield* promise(() =>
            db
              .select({ n: count() })
              .from(discountCodes)
              .where(and(eq(discountCodes.articleId, article.id), isNull(discountCodes.deletedAt))),
          );
          if (n >= DISCOUNT_CODES_PER_ARTICLE_MAX)
            return yield* invalid('price', `at most ${DISCOUNT_CODES_PER_ARTICLE_MAX} codes per article`);
          const [row] = yield* promise(() =>
            db
              .insert(discountCodes)
              .values({
                articleId: article.id,
                code: newCodeValue(),
                price: values.price!,
                expiresAt: values.expiresAt ?? null,
                maxUses: values.maxUses ?? null,
              })
              .returning(),
          );
          return { data: presentCode(row!, articleLink(config.siteUrl, account, article.id, row!.code)) };
        }),
      )
      .handle('updateDiscountCode', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const { article, account } = yield* ownedLive(db, viewer, params.id);
          const code = yield* codeOf(article.id, params.codeId);
          const values = codeProblem(payload, article, code);
          if (isProblem(values)) return yield* invalid(values.field, values.reason);
          const [row] = yield* promise(() =>
            db
              .update(discountCodes)
              .set({ ...values, updatedAt: new Date() })
              .where(
                and(
                  eq(discountCodes.id, code.id),
                  // A purchase may have used it meanwhile: never set the limit below the uses.
                  values.maxUses != null ? sql`${discountCodes.usedCount} <= ${values.maxUses}` : undefined,
                ),
              )
              .returning(),
          );
          if (!row) return yield* invalid('maxUses', 'below_used: the code was used meanwhile');
          return { data: presentCode(row, articleLink(config.siteUrl, account, article.id, row.code)) };
        }),
      )
      .handle('deleteDiscountCode', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const { article } = yield* ownedLive(db, viewer, params.id);
          const code = yield* codeOf(article.id, params.codeId);
          yield* promise(() =>
            db
              .update(discountCodes)
              .set({ deletedAt: new Date(), updatedAt: new Date() })
              .where(eq(discountCodes.id, code.id)),
          );
          return { data: { id: code.id } };
        }),
      );
  }),
);
