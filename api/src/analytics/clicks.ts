// Referral clicks: recorded when the shell server resolves a referral URL; read back as the server-side
// attribution memory (attribution.ts) and as the affiliate's click figures.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/open';
import { magazineReferralClicks, magazines, magazineShareLinks, referralClicks } from '../db/schema';

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

/** `/u/<account>/m/<id>?ref=<code>` (absolute or path-only): the code and the magazine the URL names. */
export function parseMagazineReferralUrl(raw: string): { code: string; magazineId: number } | null {
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://relative.invalid');
  } catch {
    return null;
  }
  const page = /^\/u\/[^/]+\/m\/(\d{1,9})\/?$/.exec(parsed.pathname);
  const code = parsed.searchParams.get('ref');
  if (!page || !code || !/^[0-9A-Za-z_-]{1,64}$/.test(code)) return null;
  return { code, magazineId: Number(page[1]) };
}

/** The magazine link behind such a URL; null when unknown, another magazine's, or the magazine is deleted. */
export async function resolveMagazineLink(db: Database, raw: string) {
  const parsed = parseMagazineReferralUrl(raw);
  if (!parsed) return null;
  const [row] = await db
    .select({
      id: magazineShareLinks.id,
      code: magazineShareLinks.code,
      magazineId: magazineShareLinks.magazineId,
      affiliateUserId: magazineShareLinks.userId,
    })
    .from(magazineShareLinks)
    .innerJoin(magazines, eq(magazines.id, magazineShareLinks.magazineId))
    .where(
      and(
        eq(magazineShareLinks.code, parsed.code),
        eq(magazineShareLinks.magazineId, parsed.magazineId),
        isNull(magazines.deletedAt),
      ),
    );
  return row ?? null;
}

export interface MagazineClickInput {
  magazineShareLinkId: number;
  magazineId: number;
  affiliateUserId: number;
  visitor: string;
  userId: number | null;
  referrer: string | null | undefined;
}

export async function recordMagazineClick(db: Database, click: MagazineClickInput): Promise<void> {
  await db.insert(magazineReferralClicks).values({
    magazineShareLinkId: click.magazineShareLinkId,
    magazineId: click.magazineId,
    affiliateUserId: click.affiliateUserId,
    visitor: click.visitor,
    userId: click.userId,
    referringHost: referringHost(click.referrer),
  });
}
