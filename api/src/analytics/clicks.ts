// Referral clicks: recorded when the shell server resolves a referral URL; read back as the server-side
// attribution memory (attribution.ts) and as the affiliate's click figures.
import type { Database } from '../db/open';
import { referralClicks } from '../db/schema';

/** The host of the page the link was on ('' when none or not http(s)): never its path or query. */
export function referringHost(referrer: string | null | undefined): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.hostname.toLowerCase().slice(0, 100)
      : '';
  } catch {
    return '';
  }
}

export interface ClickInput {
  shareLinkId: number;
  articleId: number;
  affiliateUserId: number;
  visitor: string;
  userId: number | null;
  referrer: string | null | undefined;
}

export async function recordClick(db: Database, click: ClickInput): Promise<void> {
  await db.insert(referralClicks).values({
    shareLinkId: click.shareLinkId,
    articleId: click.articleId,
    affiliateUserId: click.affiliateUserId,
    visitor: click.visitor,
    userId: click.userId,
    referringHost: referringHost(click.referrer),
  });
}
