// The review view of an edited live article (spec §4 "review content is shown when query type=review";
// issue 25 item 12): the author and admins see the revision waiting for approval (drafts/revisions.ts)
// in place of the live text, with the live version beside it so the screen can show what changed.
// Readers and buyers keep the live version; a first publication has no revision (its columns ARE the
// version under review).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { categories } from '../db/schema';
import { findRevision, revisionColumns, type RevisionRow } from '../drafts/revisions';
import type { ArticleRecord } from './visibility';

/** What readers have now, for the diff (the whole body: only staff get this). */
export interface LiveVersion {
  readonly title: string;
  readonly price: number;
  readonly body: readonly string[];
  readonly payArticleLine: number;
}

/** The revision's category: the live one's row when unchanged, else its own (null when removed). */
export async function revisionCategory(
  db: Database,
  rev: Pick<RevisionRow, 'categoryId'>,
  live: { readonly categoryId: number | null; readonly category: ArticleRecord['category'] },
): Promise<ArticleRecord['category']> {
  if (rev.categoryId === live.categoryId) return live.category;
  if (rev.categoryId === null) return null;
  const [row] = await db.select().from(categories).where(eq(categories.id, rev.categoryId));
  return row ?? null;
}

/** The record as the revision has it, and the live version; null when no revision waits. */
export async function reviewVersion(
  db: Database,
  record: ArticleRecord,
): Promise<{ record: ArticleRecord; live: LiveVersion } | null> {
  const live = record.article;
  const rev = await findRevision(db, live.id);
  if (!rev) return null;
  const category = await revisionCategory(db, rev, {
    categoryId: live.categoryId,
    category: record.category,
  });
  return {
    record: {
      ...record,
      article: { ...live, ...revisionColumns(rev) },
      category,
      tags: rev.tags,
    },
    live: { title: live.title, price: live.price, body: live.body, payArticleLine: live.payArticleLine },
  };
}
