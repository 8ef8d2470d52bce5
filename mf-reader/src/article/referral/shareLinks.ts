/**
 * Referral link helpers: the issuing call, share intents (X / LINE) and the per-sale commission.
 * The call goes through @shirube/api-contract's client directly (one endpoint, only the footer needs it).
 */
import { createApiClient } from '@shirube/api-contract';
import { calculateSale, rateToBp } from '@shirube/domain/core';

export interface IssuedLink {
  shortUrl: string;
  url: string;
}

export async function issueShareLink(
  articleId: number,
  userAccount: string,
  onUnauthorized: () => void,
): Promise<IssuedLink> {
  const client = createApiClient({ onUnauthorized });
  const res = (await client.affiliates.issueShareLink({ payload: { articleId, userAccount } })) as IssuedLink;
  return { shortUrl: res.shortUrl, url: res.url };
}

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
