import * as Effect from 'effect/Effect';
import type { Database } from '../db/open';
import { purchasesOf } from './queries';
import { presentArticleSummary, type ListRecord } from './visibility';

/** A list page as the wire wants it, with isPurchased for the viewer. */
export const presentList = (
  db: Database,
  viewerId: number | null,
  page: { records: ListRecord[]; next: string | null },
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
      data: page.records.map((r) =>
        presentArticleSummary(r, { user: null, purchasedAt: bought.get(r.article.id) ?? null }),
      ),
      meta: { pager: { next: page.next } },
    })),
  );
