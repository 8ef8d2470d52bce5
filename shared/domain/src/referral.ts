// Referral attribution (spec §4/§5, issue 36 item 5): THE rules, for the shell's cookie memory and the
// API's server-side memory (the visit, the account) alike.

/** A click pays for purchases within 30 days of it. */
export const ATTRIBUTION_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export interface ReferralClick {
  code: string;
  affiliateUserId: number;
  clickedAt: Date;
}

export interface AttributionContext {
  buyerId: number;
  authorId: number;
  now: Date;
  /** The article is promotable only by its buyers (affiliatableOnlyPurchaser). */
  purchaserOnly: boolean;
  /** Affiliates who bought the article (only consulted when purchaserOnly). */
  affiliatesWhoBought: ReadonlySet<number>;
}

export const withinAttributionWindow = (clickedAt: Date, now: Date): boolean =>
  now.getTime() - clickedAt.getTime() < ATTRIBUTION_WINDOW_MS && clickedAt.getTime() <= now.getTime();

/** May this affiliate earn on this purchase at all? Never the buyer's own link (nor the author's, who is
 *  paid as the seller), and only a buyer of the article when the article says so. */
export function mayEarn(affiliateUserId: number, ctx: AttributionContext): boolean {
  if (affiliateUserId === ctx.buyerId || affiliateUserId === ctx.authorId) return false;
  return !ctx.purchaserOnly || ctx.affiliatesWhoBought.has(affiliateUserId);
}

/**
 * Last click wins: of the clicks within the window, the newest. A click that may not earn (own link,
 * purchaser-only) is skipped, not a veto — the reader's earlier click through someone else's link
 * still counts, as it would have had they never clicked their own.
 */
export function attributedClick<C extends ReferralClick>(
  clicks: readonly C[],
  ctx: AttributionContext,
): C | null {
  let best: C | null = null;
  for (const click of clicks) {
    if (!withinAttributionWindow(click.clickedAt, ctx.now) || !mayEarn(click.affiliateUserId, ctx)) continue;
    if (!best || click.clickedAt.getTime() > best.clickedAt.getTime()) best = click;
  }
  return best;
}
