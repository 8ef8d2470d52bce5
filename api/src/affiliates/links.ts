// Share (referral) links: issue one per (article, user), and read a short or long URL back.
import { and, eq, isNull } from 'drizzle-orm';
import { customAlphabet } from 'nanoid';
import type { Database } from '../db/open';
import { articles, shareLinks, users } from '../db/schema';

// URL-safe, no `-`/`_` so a code survives being typed, double-clicked and linkified by chat apps.
const newCode = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 10);
const CODE = /^[0-9A-Za-z_-]{10}$/;

export const articlePath = (authorAccount: string, articleId: number) => `/u/${authorAccount}/a/${articleId}`;

export function linkUrls(siteUrl: string, authorAccount: string, articleId: number, code: string) {
  return {
    shortUrl: `${siteUrl}/s/${code}`,
    url: `${siteUrl}${articlePath(authorAccount, articleId)}?ref=${code}`,
    affiliateUid: code,
  };
}

/** The existing link of (article, user), or a new one; concurrent calls end up with the same row. */
export async function issueLink(db: Database, articleId: number, userId: number): Promise<string> {
  await db
    .insert(shareLinks)
    .values({ code: newCode(), articleId, userId })
    .onConflictDoNothing({ target: [shareLinks.articleId, shareLinks.userId] });
  const [row] = await db
    .select({ code: shareLinks.code })
    .from(shareLinks)
    .where(and(eq(shareLinks.articleId, articleId), eq(shareLinks.userId, userId)));
  return row!.code;
}

/** Code of `/s/<code>` or of `/u/<a>/a/<id>?ref=<code>` (absolute or path-only), with the article id the URL names. */
export function parseReferralUrl(raw: string): { code: string; articleId?: number } | null {
  let parsed: URL;
  try {
    parsed = new URL(raw, 'http://relative.invalid');
  } catch {
    return null;
  }
  const short = /^\/s\/([^/]+)\/?$/.exec(parsed.pathname);
  if (short && CODE.test(short[1]!)) return { code: short[1]! };
  const long = /^\/u\/[^/]+\/a\/(\d{1,9})\/?$/.exec(parsed.pathname);
  const ref = parsed.searchParams.get('ref');
  if (long && ref && CODE.test(ref)) return { code: ref, articleId: Number(long[1]) };
  return null;
}

/** The link behind a referral URL; null when unknown, for a deleted article, or naming another article. */
export async function resolveLink(db: Database, raw: string) {
  const parsed = parseReferralUrl(raw);
  if (!parsed) return null;
  const [row] = await db
    .select({
      id: shareLinks.id,
      code: shareLinks.code,
      articleId: shareLinks.articleId,
      affiliateUserId: shareLinks.userId,
      authorAccount: users.account,
    })
    .from(shareLinks)
    .innerJoin(articles, eq(articles.id, shareLinks.articleId))
    .innerJoin(users, eq(users.id, articles.userId))
    .where(and(eq(shareLinks.code, parsed.code), isNull(articles.deletedAt)));
  if (!row || (parsed.articleId !== undefined && parsed.articleId !== row.articleId)) return null;
  return row;
}
