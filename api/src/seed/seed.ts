// First-start demo content: inserted when the database has no users and SEED_DEMO is not "0".
// The content itself is A2's (./demo-data); this file only maps it to rows.
import { searchColumns } from '../search/document';
import { hash } from '@node-rs/argon2';
import { sanitizeParagraph } from '@shirube/domain';
import { and, count, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/open';
import { advertisements, articles, articleTags, categories, systemPhrases, tags, users } from '../db/schema';
import {
  demoAdvertisements,
  demoArticles,
  demoCategories,
  demoSystemPhrases,
  demoUsers,
  type DemoUser,
} from './demo-data';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function hasUsers(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** A later start on a seeded database: the demo logins still there, to print again (the first start's
 *  lines have long scrolled away; README says `npm start` prints them). */
export async function remainingDemoLogins(db: Database): Promise<DemoUser[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          demoUsers.map((u) => u.email),
        ),
        isNull(users.deletedAt),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return demoUsers.filter((u) => present.has(u.email));
}

/** Inserts the demo content in one transaction; returns the logins to print. */
export async function seedDemo(db: Database, now = new Date()): Promise<DemoUser[]> {
  const hashes = await Promise.all(demoUsers.map((u) => hash(u.password)));
  await db.transaction(async (tx) => {
    // The base categories exist already (migration 0021, production too); a slug not among them is added.
    await tx
      .insert(categories)
      .values(demoCategories.map((c, position) => ({ slug: c.slug, name: c.name, position })))
      .onConflictDoNothing({ target: categories.slug });
    const cats = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const categoryId = new Map(cats.map((c) => [c.slug, c.id]));
    const inserted = demoUsers.length
      ? await tx
          .insert(users)
          .values(
            demoUsers.map((u, i) => ({
              email: u.email.toLowerCase(),
              account: u.account,
              name: u.name,
              passwordHash: hashes[i]!,
              description: u.description,
              isAdmin: u.isAdmin ?? false,
              lawName: u.lawName ?? null,
              lawContact: u.lawContact ?? null,
              confirmedAt: now,
            })),
          )
          .returning()
      : [];
    const userId = new Map(inserted.map((u) => [u.account, u.id]));
    const tagId = new Map<string, number>();
    for (const a of demoArticles) {
      const authorId = userId.get(a.authorAccount);
      if (authorId === undefined)
        throw new Error(`demo article "${a.title}": unknown author ${a.authorAccount}`);
      const body = [...a.freeParagraphs, ...a.paidParagraphs].map(sanitizeParagraph);
      const payArticleLine = a.paidParagraphs.length > 0 ? a.freeParagraphs.length : -1;
      const [row] = await tx
        .insert(articles)
        .values({
          userId: authorId,
          categoryId: categoryId.get(a.categorySlug) ?? null,
          title: a.title,
          body,
          payArticleLine,
          ...searchColumns(a.title, body, payArticleLine),
          price: a.price,
          discountedPrice: a.discountedPrice,
          salesCount: a.salesLimit ?? 0,
          soldCount: a.soldCount,
          isSalesUnlimited: a.salesLimit === null,
          affiliateRateBp: a.affiliateRateBp,
          affiliatableOnlyPurchaser: a.affiliatableOnlyPurchaser,
          // A first publication under review is not live yet (drafts/revisions.ts).
          status: a.inspectStatus === 'review' ? 'draft' : 'published',
          inspectStatus: a.inspectStatus ?? 'none',
          // Whole milliseconds, so the list cursor compares exact values on every driver.
          publishedAt: new Date(Math.floor((now.getTime() - a.publishedDaysAgo * DAY_MS) / 1000) * 1000),
        })
        .returning({ id: articles.id });
      for (const name of a.tags) {
        if (!tagId.has(name)) {
          const [t] = await tx.insert(tags).values({ name }).onConflictDoNothing().returning();
          if (t) tagId.set(name, t.id);
        }
        const id = tagId.get(name);
        if (id !== undefined)
          await tx.insert(articleTags).values({ articleId: row!.id, tagId: id }).onConflictDoNothing();
      }
    }
    const ads = demoAdvertisements;
    if (ads.length) {
      await tx.insert(advertisements).values(ads.map((ad, position) => ({ ...ad, position })));
    }
    const phrases = demoSystemPhrases;
    if (phrases.length) {
      await tx.insert(systemPhrases).values(phrases.map((ph) => ({ key: ph.key, body: ph.text })));
    }
  });
  return demoUsers;
}

export function describeLogins(logins: DemoUser[]): string {
  if (logins.length === 0) return 'デモデータ: ユーザーなし';
  const lines = logins.map(
    (u) => `  ${u.email} / ${u.password}${u.isAdmin ? '  (管理者 admin)' : ''}  @${u.account}`,
  );
  return ['デモ用ログイン (demo logins, email / password):', ...lines].join('\n');
}
