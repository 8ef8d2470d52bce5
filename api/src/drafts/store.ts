// Reads and writes of the author's working copy. The draft row is created lazily from the live
// columns (seeded and older articles have none), so every article has exactly one working copy.
import type { ArticleDraft } from '@shirube/api-contract';
import { bpToRate, isPublishable } from '@shirube/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { eyecatchUrl } from '../articles/visibility';
import { articleDrafts, articleReviews, articles, articleTags, tags } from '../db/schema';

export type ArticleRow = typeof articles.$inferSelect;
export type DraftRow = typeof articleDrafts.$inferSelect;

export async function loadDraft(db: Database, article: ArticleRow): Promise<DraftRow> {
  const [existing] = await db.select().from(articleDrafts).where(eq(articleDrafts.articleId, article.id));
  if (existing) return existing;
  const [created] = await db
    .insert(articleDrafts)
    .values({
      articleId: article.id,
      title: article.title,
      body: article.body,
      payArticleLine: article.payArticleLine,
    })
    .onConflictDoNothing()
    .returning();
  return (
    created ?? (await db.select().from(articleDrafts).where(eq(articleDrafts.articleId, article.id)))[0]!
  );
}

export async function tagsOf(db: Database, articleId: number): Promise<string[]> {
  const rows = await db
    .select({ name: tags.name })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(eq(articleTags.articleId, articleId));
  return rows.map((r) => r.name);
}

/** Reasons of the latest rejection per article (only where the article is still rejected). */
export async function rejectReasons(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const id of ids) {
    const [row] = await db
      .select({ reason: articleReviews.reason })
      .from(articleReviews)
      .where(and(eq(articleReviews.articleId, id), eq(articleReviews.decision, 'rejected')))
      .orderBy(desc(articleReviews.createdAt), desc(articleReviews.id))
      .limit(1);
    if (row?.reason) out.set(id, row.reason);
  }
  return out;
}

export async function presentDraft(
  db: Database,
  article: ArticleRow,
  draft: DraftRow,
): Promise<ArticleDraft> {
  const reason =
    article.inspectStatus === 'rejected' ? (await rejectReasons(db, [article.id])).get(article.id) : null;
  const same =
    draft.title === article.title &&
    draft.payArticleLine === article.payArticleLine &&
    JSON.stringify(draft.body) === JSON.stringify(article.body);
  return {
    id: article.id,
    title: draft.title,
    eyecatchImageUrl: eyecatchUrl(article.eyecatchImagePath),
    body: draft.body,
    payArticleLine: draft.payArticleLine,
    price: article.price,
    salesCount: article.salesCount,
    isSalesUnlimited: article.isSalesUnlimited,
    affiliateRate: bpToRate(article.affiliateRateBp),
    affiliatableOnlyPurchaser: article.affiliatableOnlyPurchaser,
    categoryId: article.categoryId,
    tags: await tagsOf(db, article.id),
    reservePublishType: article.reservePublishType,
    publishedAt: article.publishedAt ? article.publishedAt.toISOString() : null,
    status: article.status === 'published' ? 'published' : 'draft',
    inspectStatus:
      (['none', 'review', 'approved', 'rejected'] as const).find((s) => s === article.inspectStatus) ??
      'none',
    rejectReason: reason ?? null,
    publishable: isPublishable(draft.title, draft.body),
    hasUnpublishedChanges: !same,
    timestamp: draft.updatedAt.toISOString(),
  };
}

/** Replaces the article's tags with `names` (created on first use). */
export async function setTags(db: Database, articleId: number, names: readonly string[]): Promise<void> {
  await db.delete(articleTags).where(eq(articleTags.articleId, articleId));
  for (const name of names) {
    await db.insert(tags).values({ name }).onConflictDoNothing();
    const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.name, name));
    await db.insert(articleTags).values({ articleId, tagId: tag!.id }).onConflictDoNothing();
  }
}
