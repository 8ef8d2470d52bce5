// affiliateUid = a share link's code (team brief). It pays a commission only for the article it was
// issued for; a code of another article, or an unknown one, means no affiliate.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { shareLinks } from '../db/schema';

export async function resolveAffiliate(
  db: Database,
  code: string | null | undefined,
  articleId: number,
): Promise<number | null> {
  if (!code) return null;
  const [link] = await db
    .select({ userId: shareLinks.userId })
    .from(shareLinks)
    .where(and(eq(shareLinks.code, code), eq(shareLinks.articleId, articleId)))
    .limit(1);
  return link?.userId ?? null;
}
