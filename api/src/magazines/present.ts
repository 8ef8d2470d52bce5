// Magazine responses. Each article card says whether this viewer can read its paid part — asked of the
// paywall (purchasesOf), the same one query every article channel uses.
import type { Magazine, MagazineSummary } from '@shirube/api-contract';
import { bpToRate } from '@shirube/domain';
import { purchasesOf } from '../articles/queries';
import { eyecatchUrl, presentArticleSummary } from '../articles/visibility';
import type { Database } from '../db/open';
import { magazineArticleRecords, magazinePurchasedAt, type MagazineRecord } from './store';

export const presentMagazineSummary = (r: MagazineRecord): MagazineSummary => ({
  id: r.magazine.id,
  title: r.magazine.title,
  description: r.magazine.description,
  coverImageUrl: eyecatchUrl(r.magazine.coverImagePath),
  price: r.magazine.price,
  affiliateRate: bpToRate(r.magazine.affiliateRateBp),
  affiliatableOnlyPurchaser: r.magazine.affiliatableOnlyPurchaser,
  articlesCount: r.articlesCount,
  onSale: r.magazine.deletedAt === null,
  user: { account: r.author.account, name: r.author.name },
  createdAt: r.magazine.createdAt.toISOString(),
});

export async function presentMagazine(
  db: Database,
  r: MagazineRecord,
  viewer: { id: number; isAdmin: boolean } | null,
): Promise<Magazine> {
  const records = await magazineArticleRecords(db, r.magazine.id);
  const access = await purchasesOf(
    db,
    viewer?.id ?? null,
    records.map((a) => a.article.id),
  );
  const purchasedAt = await magazinePurchasedAt(db, r.magazine.id, viewer?.id ?? null);
  const isOwner = viewer !== null && viewer.id === r.magazine.userId;
  return {
    ...presentMagazineSummary(r),
    articles: records.map((a) =>
      presentArticleSummary(a, { user: null, purchasedAt: access.get(a.article.id) ?? null }),
    ),
    isPurchased: purchasedAt !== null,
    isOwner,
    ownedArticlesCount: records.filter((a) => access.has(a.article.id)).length,
  };
}
