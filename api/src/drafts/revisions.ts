// Re-publication of a live article (issue 9 item 2): the new version waits in `article_revisions` while
// the approved one stays in the live columns of `articles` (readable as before, by buyers and — for a
// public article — by everyone). Approval copies the revision over the live columns; rejection drops
// it and the live version simply stays. A first publication has no live version: publish copies the
// draft straight into the live columns, hidden (status draft) until approved, as before.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { articleRevisions, articles } from '../db/schema';
import { searchColumns } from '../search/document';
import { setTags } from './store';

export type RevisionRow = typeof articleRevisions.$inferSelect;
export type RevisionValues = Omit<typeof articleRevisions.$inferInsert, 'requestedAt'>;

/** Stores (or replaces) the version waiting for review. */
export async function saveRevision(db: Database, values: RevisionValues): Promise<void> {
  const { articleId: _key, ...rest } = values;
  await db
    .insert(articleRevisions)
    .values(values)
    .onConflictDoUpdate({ target: articleRevisions.articleId, set: { ...rest, requestedAt: new Date() } });
}

export async function findRevision(db: Database, articleId: number): Promise<RevisionRow | null> {
  const [row] = await db.select().from(articleRevisions).where(eq(articleRevisions.articleId, articleId));
  return row ?? null;
}

/** The live columns of `articles` a revision replaces (approval; the review view shows them). */
export const revisionColumns = (rev: RevisionRow) => ({
  title: rev.title,
  body: rev.body,
  payArticleLine: rev.payArticleLine,
  price: rev.price,
  salesCount: rev.salesCount,
  isSalesUnlimited: rev.isSalesUnlimited,
  affiliateRateBp: rev.affiliateRateBp,
  affiliatableOnlyPurchaser: rev.affiliatableOnlyPurchaser,
  categoryId: rev.categoryId,
});

/** Approval: the revision becomes the live version (columns, search text, tags). false = none waited. */
export async function applyRevision(db: Database, articleId: number, now: Date): Promise<boolean> {
  const [rev] = await db
    .delete(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .returning();
  if (!rev) return false;
  await db
    .update(articles)
    .set({
      ...revisionColumns(rev),
      ...searchColumns(rev.title, rev.body, rev.payArticleLine),
      updatedAt: now,
    })
    .where(eq(articles.id, articleId));
  await setTags(db, articleId, rev.tags);
  return true;
}

/** Rejection: the waiting version is dropped (the author still has it as the draft). */
export async function dropRevision(db: Database, articleId: number): Promise<boolean> {
  const rows = await db
    .delete(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .returning({ id: articleRevisions.articleId });
  return rows.length > 0;
}
