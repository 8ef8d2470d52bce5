// Magazines' SQL (issue 37): the magazine rows, their ordered membership with its history, and what a
// viewer bought. What a purchase opens is decided by the paywall (articles/queries.ts purchasesOf).
import { MAGAZINE_ARTICLES_MAX, normalizeForSearch } from '@shirube/domain';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customAlphabet } from 'nanoid';
import { listColumns, listable } from '../articles/queries';
import type { ListRecord } from '../articles/visibility';
import type { Database } from '../db/open';
import {
  articles,
  categories,
  magazineArticles,
  magazines,
  magazineShareLinks,
  purchases,
  users,
} from '../db/schema';

export type MagazineRow = typeof magazines.$inferSelect;
export interface MagazineRecord {
  readonly magazine: MagazineRow;
  readonly author: { id: number; account: string; name: string };
  readonly articlesCount: number;
}

export interface MagazineValues {
  title: string;
  description: string;
  price: number;
  affiliateRateBp: number;
  affiliatableOnlyPurchaser: boolean;
}

const liveCount = sql<number>`(select count(*)::int from ${magazineArticles} m
  where m.magazine_id = ${magazines.id} and m.removed_at is null)`.mapWith(Number);

const recordQuery = (db: Database) =>
  db
    .select({
      magazine: magazines,
      author: { id: users.id, account: users.account, name: users.name },
      articlesCount: liveCount,
    })
    .from(magazines)
    .innerJoin(users, eq(users.id, magazines.userId));

export async function findMagazine(db: Database, id: number): Promise<MagazineRecord | null> {
  const [row] = await recordQuery(db).where(eq(magazines.id, id));
  return row ?? null;
}

export async function magazinesOf(db: Database, userId: number, onSaleOnly: boolean) {
  return recordQuery(db)
    .where(and(eq(magazines.userId, userId), onSaleOnly ? isNull(magazines.deletedAt) : undefined))
    .orderBy(desc(magazines.createdAt), desc(magazines.id));
}

/** On sale and holding the article now (its page names them with their prices). */
export async function magazinesHolding(db: Database, articleId: number) {
  return recordQuery(db)
    .innerJoin(
      magazineArticles,
      and(
        eq(magazineArticles.magazineId, magazines.id),
        eq(magazineArticles.articleId, articleId),
        isNull(magazineArticles.removedAt),
      ),
    )
    .where(isNull(magazines.deletedAt))
    .orderBy(asc(magazines.price), asc(magazines.id));
}

/** On sale, title containing the query (normalised like article search: NFKC, case, kana). */
export async function searchMagazines(db: Database, q: string) {
  const needle = normalizeForSearch(q).trim();
  if (needle === '') return [];
  const escaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
  return recordQuery(db)
    .where(and(isNull(magazines.deletedAt), sql`${magazines.searchTitle} like ${`%${escaped}%`}`))
    .orderBy(desc(magazines.createdAt), desc(magazines.id))
    .limit(50);
}

const rowValues = (v: MagazineValues) => ({ ...v, searchTitle: normalizeForSearch(v.title) });

export async function insertMagazine(db: Database, userId: number, v: MagazineValues) {
  const [row] = await db
    .insert(magazines)
    .values({ userId, ...rowValues(v) })
    .returning({ id: magazines.id });
  return row!.id;
}

export async function updateMagazine(db: Database, id: number, v: MagazineValues) {
  await db
    .update(magazines)
    .set({ ...rowValues(v), updatedAt: new Date() })
    .where(eq(magazines.id, id));
}

export async function stopSelling(db: Database, id: number) {
  await db
    .update(magazines)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(magazines.id, id), isNull(magazines.deletedAt)));
}

/** The live members in the author's order, as list cards (only what a list may show anyone). */
export async function magazineArticleRecords(db: Database, magazineId: number): Promise<ListRecord[]> {
  return db
    .select(listColumns)
    .from(magazineArticles)
    .innerJoin(articles, eq(articles.id, magazineArticles.articleId))
    .innerJoin(users, eq(users.id, articles.userId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(eq(magazineArticles.magazineId, magazineId), isNull(magazineArticles.removedAt), listable()))
    .orderBy(asc(magazineArticles.position), asc(magazineArticles.id));
}

export type ArticlesProblem = 'not_own_published' | 'too_many' | 'duplicate' | 'not_on_sale';

/**
 * Sets the ordered list in ONE transaction: members left out get removed_at (their rows stay: buyers of
 * that time keep them), new ones a row with added_at now, every member its position. The magazine row
 * is locked first so two saves of one magazine queue. Only the author's own published articles.
 */
export async function setMagazineArticles(
  db: Database,
  magazine: MagazineRow,
  articleIds: readonly number[],
): Promise<ArticlesProblem | null> {
  if (articleIds.length > MAGAZINE_ARTICLES_MAX) return 'too_many';
  if (new Set(articleIds).size !== articleIds.length) return 'duplicate';
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ deletedAt: magazines.deletedAt })
      .from(magazines)
      .where(eq(magazines.id, magazine.id))
      .for('update');
    const live = await tx
      .select({ id: magazineArticles.id, articleId: magazineArticles.articleId })
      .from(magazineArticles)
      .where(and(eq(magazineArticles.magazineId, magazine.id), isNull(magazineArticles.removedAt)));
    const liveIds = new Set(live.map((m) => m.articleId));
    const added = articleIds.filter((id) => !liveIds.has(id));
    // Articles come with a magazine only while it is on sale (issue 37).
    if (added.length > 0 && locked?.deletedAt) return 'not_on_sale';
    if (added.length > 0) {
      const own = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.id, added), eq(articles.userId, magazine.userId), listable()));
      if (own.length !== added.length) return 'not_own_published';
    }
    const now = new Date();
    const removed = live.filter((m) => !articleIds.includes(m.articleId)).map((m) => m.id);
    if (removed.length > 0)
      await tx.update(magazineArticles).set({ removedAt: now }).where(inArray(magazineArticles.id, removed));
    if (added.length > 0)
      await tx.insert(magazineArticles).values(
        added.map((articleId) => ({
          magazineId: magazine.id,
          articleId,
          position: articleIds.indexOf(articleId),
          addedAt: now,
        })),
      );
    for (const m of live.filter((l) => articleIds.includes(l.articleId)))
      await tx
        .update(magazineArticles)
        .set({ position: articleIds.indexOf(m.articleId) })
        .where(eq(magazineArticles.id, m.id));
    await tx.update(magazines).set({ updatedAt: now }).where(eq(magazines.id, magazine.id));
    return null;
  });
}

/** When the viewer bought this magazine (unrefunded), else null. */
export async function magazinePurchasedAt(db: Database, magazineId: number, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({ at: purchases.createdAt })
    .from(purchases)
    .where(
      and(eq(purchases.magazineId, magazineId), eq(purchases.userId, userId), isNull(purchases.refundedAt)),
    );
  return row?.at ?? null;
}

// The article links' alphabet (affiliates/links.ts): survives typing and chat apps' linkifying.
const newCode = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 10);

/** The existing referral link of (magazine, user), or a new one; concurrent calls get the same row. */
export async function issueMagazineLink(db: Database, magazineId: number, userId: number): Promise<string> {
  await db
    .insert(magazineShareLinks)
    .values({ code: newCode(), magazineId, userId })
    .onConflictDoNothing({ target: [magazineShareLinks.magazineId, magazineShareLinks.userId] });
  const [row] = await db
    .select({ code: magazineShareLinks.code })
    .from(magazineShareLinks)
    .where(and(eq(magazineShareLinks.magazineId, magazineId), eq(magazineShareLinks.userId, userId)));
  return row!.code;
}
