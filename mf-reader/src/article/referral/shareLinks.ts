/** Referral link helpers: share intents (X / LINE), the per-sale commission and the clipboard.
 *  (The link itself is issued through the ReaderApi.) */
import { calculateSale, rateToBp } from '@shirube/domain/core';

/**
 * Share intents. The text starts with 【PR】: the sharer earns a commission, and Japan's rules on
 * stealth marketing (ステマ規制, 2023) require an advert to say it is one.
 */
export function shareIntents(prText: string, link: string) {
  return {
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(prText)}&url=${encodeURIComponent(link)}`,
    line: `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}&text=${encodeURIComponent(prText)}`,
  };
}

/** What one referred sale pays the affiliate, as calculateSale computes it (default platform fee). */
export function commissionPerSale(price: number, affiliateRate: number): number {
  if (price <= 0 || affiliateRate <= 0) return 0;
  return calculateSale({ price, affiliateRateBp: rateToBp(affiliateRate), hasAffiliate: true })
    .affiliateCommission;
}

/** Clipboard copy; false when the browser refuses (no permission, insecure origin, old browser). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
