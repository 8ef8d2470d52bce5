// Buy-button state of the article page and the article footer (spec §4 "Purchase availability").
//
// Badge decision (the spec only names the images icon_a, icon_b, icon_c, icon_sold_out): the badge
// tells how many limited copies remain, so it exists only for limited articles —
//   icon_sold_out  availableSalesCount 0 (and not unlimited)
//   icon_c         1–10 left  (the spec's 'few left' band, the most urgent look)
//   icon_b         11–50 left
//   icon_a         51 or more left
//   null           unlimited sales
import { chargedPrice } from './discount';

export const FEW_LEFT_MAX = 10;
export const BADGE_B_MAX = 50;

export type SalesBadge = 'icon_a' | 'icon_b' | 'icon_c' | 'icon_sold_out';

/** What decides whether a visitor may buy (the page's button AND the API's checkout). */
export interface BuyabilityInput {
  /** List price; the charged price (chargedPrice: standing sale, link code) decides "free". */
  price: number;
  discountedPrice?: number | null;
  codePrice?: number | null;
  isOwner: boolean;
  isAdmin: boolean;
  isPurchased: boolean;
  /** The paid part is already open through a magazine the visitor bought (magazine.ts): buying the
   *  article too would be a second payment for the same text, so it is refused. */
  isReadableViaMagazine?: boolean;
  /** Copies still for sale; ignored when isSalesUnlimited. */
  availableSalesCount: number;
  isSalesUnlimited: boolean;
}

export interface PurchaseAvailabilityInput extends BuyabilityInput {
  signedIn: boolean;
}

export interface PurchaseAvailability {
  /** Price shown greyed out and not clickable: admin, owner or sold out. */
  priceDisabled: boolean;
  soldOut: boolean;
  /** 1–10 copies left. */
  fewLeft: boolean;
  /** Show the disabled 'purchased' button; the full body is unlocked. */
  purchased: boolean;
  /** The buy button works (a signed-out click should open sign-in first: see needsSignIn). */
  buyable: boolean;
  /** buyable but signed out: the button leads to /sign_in and back. */
  needsSignIn: boolean;
  /** Price 0: nothing to buy, there is no paid part. */
  free: boolean;
  badge: SalesBadge | null;
}

export function salesBadge(availableSalesCount: number, isSalesUnlimited: boolean): SalesBadge | null {
  if (isSalesUnlimited) return null;
  if (availableSalesCount <= 0) return 'icon_sold_out';
  if (availableSalesCount <= FEW_LEFT_MAX) return 'icon_c';
  if (availableSalesCount <= BADGE_B_MAX) return 'icon_b';
  return 'icon_a';
}

/** Why this visitor cannot buy (the API answers with the matching error), or null: buyable. */
export type PurchaseBlocker = 'own_article' | 'admin' | 'free' | 'purchased' | 'in_magazine' | 'sold_out';

export function purchaseBlocker(input: BuyabilityInput): PurchaseBlocker | null {
  if (input.isOwner) return 'own_article';
  if (input.isAdmin) return 'admin';
  if (chargedPrice(input) <= 0) return 'free';
  if (input.isPurchased) return 'purchased';
  if (input.isReadableViaMagazine) return 'in_magazine';
  if (!input.isSalesUnlimited && input.availableSalesCount <= 0) return 'sold_out';
  return null;
}

export function purchaseAvailability(input: PurchaseAvailabilityInput): PurchaseAvailability {
  const { isOwner, isAdmin, isPurchased, availableSalesCount, isSalesUnlimited, signedIn } = input;
  const soldOut = !isSalesUnlimited && availableSalesCount <= 0;
  const fewLeft = !isSalesUnlimited && availableSalesCount >= 1 && availableSalesCount <= FEW_LEFT_MAX;
  const priceDisabled = isAdmin || isOwner || soldOut;
  const buyable = purchaseBlocker(input) === null;
  return {
    priceDisabled,
    soldOut,
    fewLeft,
    purchased: isPurchased,
    buyable,
    needsSignIn: buyable && !signedIn,
    free: chargedPrice(input) <= 0,
    badge: salesBadge(availableSalesCount, isSalesUnlimited),
  };
}
