// THE gate for article responses: every article the API returns is built here. The paid paragraphs
// (from payArticleLine on) leave the server only for a buyer, the owner or an admin.
import type { Article, ArticleSummary, MyArticle } from '@shirube/api-contract';
import {
  bpToRate,
  decodeHtmlEntities,
  effectivePaywallLine,
  shownDiscountedPrice,
  splitAtPaywall,
} from '@shirube/domain';
import type { UserRow } from '../auth/tokens';
import type { articles, categories, users } from '../db/schema';
import { notFound, underReview } from '../auth/errors';

export type ArticleRow = typeof articles.$inferSelect;
/** The columns a list card (ArticleSummary, MyArticle) is made of: lists read only these
 *  (`listColumns`, ./queries.ts) — not the search text, nor what only the article page reads. */
export type ListArticleRow = Pick<
  ArticleRow,
  | 'id'
  | 'userId'
  | 'title'
  | 'body'
  | 'payArticleLine'
  | 'eyecatchImagePath'
  | 'price'
  | 'discountedPrice'
  | 'salesCount'
  | 'soldCount'
  | 'reservedCount'
  | 'isSalesUnlimited'
  | 'affiliateRateBp'
  | 'affiliatableOnlyPurchaser'
  | 'pointSum'
  | 'reviewsCount'
  | 'publishedAt'
  | 'status'
  | 'inspectStatus'
  | 'updatedAt'
>;
type Author = Pick<typeof users.$inferSelect, 'id' | 'account' | 'name' | 'imageUrl' | 'thumbnailUrl'>;
/** A list's article: what its card shows. */
export interface ListRecord {
  readonly article: ListArticleRow;
  readonly author: Author;
  readonly category: Pick<typeof categories.$inferSelect, 'id' | 'name' | 'slug'> | null;
}
export interface ArticleRecord extends ListRecord {
  readonly article: ArticleRow;
  readonly category: typeof categories.$inferSelect | null;
  readonly tags?: readonly string[];
}
export interface ViewerContext {
  readonly user: Pick<UserRow, 'id' | 'isAdmin'> | null;
  /** When the viewer bought this article (purchases row), else null. */
  readonly purchasedAt: Date | null;
}

const isOwner = (r: ArticleRecord, v: ViewerContext) => v.user !== null && v.user.id === r.article.userId;
const isStaff = (r: ArticleRecord, v: ViewerContext) => isOwner(r, v) || v.user?.isAdmin === true;

export const canReadPaidPart = (r: ArticleRecord, v: ViewerContext) =>
  isStaff(r, v) || v.purchasedAt !== null;

/**
 * Whether the article may be shown at all: deleted → not_found (its buyers still read it); drafts and
 * unpublished reservations only for owner/admin and its buyers (not_found for others); a first
 * publication under review → under_review for others.
 */
export function visibilityError(r: ArticleRecord, v: ViewerContext) {
  const a = r.article;
  // A buyer keeps what they paid for, also after the author deleted it (isDeleted shown), unpublished
  // it or deleted the account, and while a new version is reviewed (the live one stays theirs).
  if (a.deletedAt) return v.purchasedAt !== null ? null : notFound('The article does not exist');
  if (isStaff(r, v)) return null;
  if (v.purchasedAt !== null) return null;
  // status published = an approved live version exists; a re-publication under review waits in
  // article_revisions (drafts/revisions.ts) and does not hide it. Only a first publication is hidden.
  if (a.inspectStatus === 'review' && a.status !== 'published') return underReview();
  if (a.status !== 'published' || !a.publishedAt || a.publishedAt > new Date()) {
    return notFound('The article does not exist');
  }
  return null;
}

const uploadUrl = (path: string | null) =>
  path ? (/^https?:\/\//.test(path) ? path : `/uploads/${path}`) : null;

/** Uploaded eyecatches (media/eyecatch.ts) have a half-size `.thumb` copy beside them. */
export const thumbnailPath = (p: string | null) =>
  p && /(^|\/)eyecatch\/[A-Za-z0-9]+\.\w+$/.test(p) ? p.replace(/\.(\w+)$/, '.thumb.$1') : p;

export const eyecatchUrl = uploadUrl;

// Entities decoded once, `&amp;` last (@shirube/domain): an author's literal "&lt;" (stored `&amp;lt;`)
// stays "&lt;" in the teaser instead of turning into "<".
const plainText = (html: string) =>
  decodeHtmlEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** A teaser from the FREE part only (lists and OGP must never quote paid text). */
export function introFromFreePart(body: readonly string[], payArticleLine: number): string {
  const text = plainText(splitAtPaywall(body, payArticleLine).free.join(' '));
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/**
 * Copies of a limited article still for sale: copies reserved by open orders (a 3-D Secure challenge, a
 * charge in flight: payments/orders.ts) are not — they are sold unless that order fails. `heldByBuyer`
 * is 1 when the asking buyer's own open order holds one (a newer attempt takes its place).
 */
export const availableCopies = (
  a: Pick<ListArticleRow, 'salesCount' | 'soldCount' | 'reservedCount'>,
  heldByBuyer = 0,
) => Math.max(0, a.salesCount - a.soldCount - a.reservedCount + heldByBuyer);

function common(r: ListRecord, v: ViewerContext): ArticleSummary {
  const a = r.article;
  const eyecatch = uploadUrl(a.eyecatchImagePath);
  const thumbnail = uploadUrl(thumbnailPath(a.eyecatchImagePath));
  return {
    id: a.id,
    title: a.title,
    introBody: introFromFreePart(a.body, a.payArticleLine),
    eyecatchImageUrl: eyecatch,
    eyecatchThumbnailUrl: thumbnail,
    price: a.price,
    discountedPrice: shownDiscountedPrice({ price: a.price, discountedPrice: a.discountedPrice }),
    salesCount: a.salesCount,
    availableSalesCount: availableCopies(a),
    isSalesUnlimited: a.isSalesUnlimited,
    affiliateRate: bpToRate(a.affiliateRateBp),
    affiliatableOnlyPurchaser: a.affiliatableOnlyPurchaser,
    point: a.reviewsCount > 0 ? Math.round((a.pointSum / a.reviewsCount) * 10) / 10 : 0,
    reviewsCount: a.reviewsCount,
    isPurchased: v.purchasedAt !== null,
    publishedAt: a.publishedAt ? a.publishedAt.toISOString() : null,
    user: {
      account: r.author.account,
      name: r.author.name,
      thumbnailUrl: r.author.thumbnailUrl ?? r.author.imageUrl,
    },
    category: r.category ? { id: r.category.id, name: r.category.name, slug: r.category.slug } : null,
  };
}

export const presentArticleSummary = (r: ListRecord, v: ViewerContext): ArticleSummary => common(r, v);

const statusOf = (a: ListArticleRow) =>
  (a.status === 'published' ? 'published' : 'draft') as 'published' | 'draft';
const inspectStatusOf = (a: ListArticleRow) =>
  (['none', 'review', 'approved', 'rejected'] as const).find((s) => s === a.inspectStatus) ?? 'none';

/** The author's own management row (no body at all). */
export const presentMyArticle = (r: ListRecord): MyArticle => ({
  ...common(r, { user: null, purchasedAt: null }),
  status: statusOf(r.article),
  inspectStatus: inspectStatusOf(r.article),
  updatedAt: r.article.updatedAt.toISOString(),
});

/** The request's discount code, already looked up (quick-edit/codes.ts lookupDiscountCode). */
export interface CodePricing {
  readonly codePrice: number | null;
  readonly problem: 'not_found' | 'expired' | 'used_up' | null;
}

export function presentArticle(r: ArticleRecord, v: ViewerContext, pricing?: CodePricing): Article {
  const a = r.article;
  const codePrice = pricing?.codePrice ?? null;
  const discounted = shownDiscountedPrice({ price: a.price, discountedPrice: a.discountedPrice, codePrice });
  const line = effectivePaywallLine(a.body.length, a.payArticleLine);
  const { free, paid } = splitAtPaywall(a.body, line);
  return {
    ...common(r, v),
    discountedPrice: discounted,
    body: canReadPaidPart(r, v) ? [...free, ...paid] : free,
    payArticleLine: line,
    paidParagraphsCount: paid.length,
    purchasedAt: v.purchasedAt ? v.purchasedAt.toISOString() : null,
    isOwner: isOwner(r, v),
    isReviewed: false,
    isDeleted: a.deletedAt !== null,
    status: a.status === 'published' ? 'published' : 'draft',
    inspectStatus:
      (['none', 'review', 'approved', 'rejected'] as const).find((s) => s === a.inspectStatus) ?? 'none',
    hasDiscountCode: codePrice !== null,
    discountCodeProblem: pricing?.problem ?? null,
    reservePublishType: a.reservePublishType,
    tags: [...(r.tags ?? [])],
    timestamp: a.updatedAt.toISOString(),
  };
}
