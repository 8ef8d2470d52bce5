import * as Effect from 'effect/Effect';
import type { Database } from '../db/open';
import { purchasesOf } from './queries';
import { shownDiscountedPrice } from '@shirube/domain';
import { presentArticleSummary, type ListRecord } from './visibility';

/** A list's usable discount code (quick-edit/codes.ts activeCodeOf): it prices its own article only. */
export interface ListCode {
  readonly articleId: number;
  readonly price: number;
}

/** A list page as the wire wants it, with isPurchased for the viewer (and a user page's code price). */
export const presentList = (
  db: Database,
  viewerId: number | null,
  page: { records: ListRecord[]; next: string | null },
  code: ListCode | null = null,
) =>
  // Signed out: nothing bought, and no trip through a promise (each one suspends the request's fiber).
  (viewerId === null
    ? Effect.sync(() => new Map<number, Date>())
    : Effect.promise(() =>
        purchasesOf(
          db,
          viewerId,
          page.records.map((r) => r.article.id),
        ),
      )
  ).pipe(
    Effect.map((bought) => ({
      data: page.records.map((r) => {
        const summary = presentArticleSummary(r, {
          user: null,
          purchasedAt: bought.get(r.article.id) ?? null,
        });
        if (code?.articleId !== r.article.id) return summary;
        const { price, discountedPrice } = r.article;
        // The same price the article page shows for this code (shared/domain discount.ts).
        return {
          ...summary,
          discountedPrice: shownDiscountedPrice({ price, discountedPrice, codePrice: code.price }),
          hasDiscountCode: true,
        };
      }),
      meta: { pager: { next: page.next } },
    })),
  );
