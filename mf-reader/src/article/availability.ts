/** The buy button's state for one article and the current visitor (rule: @shirube/domain). */
import { purchaseAvailability, type PurchaseAvailability } from '@shirube/domain/core';
import type { SessionView } from '@shirube/shell-contract';
import type { ArticleView } from '../lib/types';

export type BuyState = PurchaseAvailability & { isAdmin: boolean; isOwner: boolean };

export function buyState(article: ArticleView, session: SessionView): BuyState {
  const isAdmin = session.status === 'signedIn' && session.user.isAdmin;
  return {
    ...purchaseAvailability({
      price: article.price,
      discountedPrice: article.discountedPrice,
      isOwner: article.isOwner,
      isAdmin,
      isPurchased: article.isPurchased,
      availableSalesCount: article.availableSalesCount ?? 0,
      isSalesUnlimited: article.isSalesUnlimited ?? false,
      signedIn: session.status === 'signedIn',
    }),
    isAdmin,
    isOwner: article.isOwner,
  };
}

/** The server withholds paid paragraphs from non-buyers; the body is cut when some are missing. */
export function isBodyCut(article: ArticleView): boolean {
  const paid = article.paidParagraphsCount ?? 0;
  const line = article.payArticleLine ?? -1;
  return paid > 0 && line > 0 && article.body.length < line + paid;
}
