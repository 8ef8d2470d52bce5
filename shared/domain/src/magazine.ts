// Magazines (issue 37, マガジン): an author's set of their own published articles sold at one price.
// The form's checks AND the API's (one implementation), the access rule the paywall query implements,
// and the money rules of buying a magazine or an article inside one.
import { affiliateRateProblem, priceProblem } from './publish';

export const MAGAZINE_TITLE_MAX = 100;
export const MAGAZINE_DESCRIPTION_MAX = 2000;
/** Articles one magazine may hold (a long list is a page nobody reads; 200 is generous). */
export const MAGAZINE_ARTICLES_MAX = 200;

export type MagazineField = 'title' | 'description' | 'price' | 'affiliateRate';
/** A reason code per field; shared/i18n `magazine.problem.<reason>` says it in Japanese. */
export type MagazineProblemReason = 'required' | 'too_long' | 'price_range' | 'rate_range';
export interface MagazineProblem {
  field: MagazineField;
  reason: MagazineProblemReason;
}

export interface MagazineSettings {
  title: string;
  description: string;
  /** 0 (free) or the article price range (publish.ts priceProblem). */
  price: number;
  /** Basis points, the article's range (publish.ts affiliateRateProblem). */
  affiliateRateBp: number;
}

/** Every broken field, at most one per field, in form order. */
export function magazineProblems(s: MagazineSettings): MagazineProblem[] {
  const problems: MagazineProblem[] = [];
  const title = s.title.trim();
  if (title === '') problems.push({ field: 'title', reason: 'required' });
  else if (title.length > MAGAZINE_TITLE_MAX) problems.push({ field: 'title', reason: 'too_long' });
  if (s.description.length > MAGAZINE_DESCRIPTION_MAX) {
    problems.push({ field: 'description', reason: 'too_long' });
  }
  // The article's own limits: a magazine is priced like one article.
  if (priceProblem(s.price)) problems.push({ field: 'price', reason: 'price_range' });
  if (affiliateRateProblem(s.affiliateRateBp))
    problems.push({ field: 'affiliateRate', reason: 'rate_range' });
  return problems;
}

/** One article's time in one magazine (magazine_articles row): removed null = still in it. */
export interface MagazineMembership {
  addedAt: Date;
  removedAt: Date | null;
}

/**
 * Whether a magazine bought at `boughtAt` (not refunded) opens the paid part of an article through this
 * membership: the buyer owned the magazine while the article was in it — in it when bought (also after
 * it was removed later) or added afterwards. An article removed before the purchase does not come with
 * it. The paywall's SQL (api/src/articles/queries.ts purchasesOf) is this rule, written as a query.
 */
export const membershipOpensArticle = (m: MagazineMembership, boughtAt: Date): boolean =>
  m.removedAt === null || m.removedAt.getTime() > boughtAt.getTime();

/**
 * Buying an article the buyer can already read through a magazine is refused before any charge (a
 * second payment for the same text). Buying a magazine is never refused for owning some of its articles.
 */
export type MagazinePurchaseBlocker = 'own_magazine' | 'admin' | 'free' | 'purchased' | 'not_on_sale';

export interface MagazineBuyability {
  price: number;
  isOwner: boolean;
  isAdmin: boolean;
  isPurchased: boolean;
  isOnSale: boolean;
}

export function magazinePurchaseBlocker(input: MagazineBuyability): MagazinePurchaseBlocker | null {
  if (!input.isOnSale) return 'not_on_sale';
  if (input.isOwner) return 'own_magazine';
  if (input.isAdmin) return 'admin';
  if (input.price <= 0) return 'free';
  if (input.isPurchased) return 'purchased';
  return null;
}

/**
 * What a magazine costs this buyer: always its full price, also when the buyer already owns some of its
 * articles (no pro-rating — the magazine also brings the articles added later). The purchase dialog says
 * so before paying (`ownedCount` > 0 → the notice), which is why the count is part of the answer.
 */
export function magazineCharge(price: number, ownedCount: number): { amount: number; ownsSome: boolean } {
  return { amount: price, ownsSome: ownedCount > 0 };
}
