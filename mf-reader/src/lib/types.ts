/**
 * What the reader's components read from the API (spec §3 names). These are the reader's *view*
 * of the wire types in @shirube/api-contract: narrow on purpose, so a contract response satisfies
 * them structurally and a component states exactly which fields it depends on.
 */

export interface AuthorView {
  account: string;
  name: string;
  thumbnailUrl?: string | null;
}

export interface CategoryView {
  id?: number;
  name: string;
  slug?: string;
}

/** One article in a list (top page, user page). */
export interface ArticleCardView {
  id: number | string;
  title: string;
  eyecatchImageUrl?: string | null;
  eyecatchThumbnailUrl?: string | null;
  price: number;
  discountedPrice?: number | null;
  /** The page's discount code priced this article (user page ?discount_code=): its link carries it. */
  hasDiscountCode?: boolean;
  availableSalesCount?: number | null;
  isSalesUnlimited?: boolean;
  point?: number | null;
  reviewsCount?: number | null;
  publishedAt?: string | null;
  user: AuthorView;
  category?: CategoryView | null;
  /** The viewer can read its paid part (bought, or through a magazine: the paywall's answer). */
  isPurchased?: boolean;
}

/** ?type=review of an edited live article (author/admin): the version readers have now. */
export interface LiveVersionView {
  title: string;
  price: number;
  body: readonly string[];
  payArticleLine: number;
}

/** The article page's reader view (the server already cut the paid part for non-buyers). */
export interface ArticleView extends ArticleCardView {
  body: readonly string[];
  /** The viewer already reviewed this article. */
  isReviewed?: boolean;
  isPurchased: boolean;
  isOwner: boolean;
  /** The author deleted it; only its buyers still get it (they see a notice). */
  isDeleted?: boolean;
  status?: string;
  inspectStatus?: string | null;
  salesCount?: number | null;
  /** Why the link's discount_code does not apply (not_found / expired / used_up). */
  discountCodeProblem?: string | null;
  affiliateRate?: number | null;
  affiliatableOnlyPurchaser?: boolean;
  tags?: readonly string[] | null;
  /** Index of the first paid paragraph in the full body (-1 = all free). */
  payArticleLine?: number | null;
  /** Paragraphs in the paid part, also when withheld (so the reader knows the body was cut). */
  paidParagraphsCount?: number | null;
  /** Set on ?type=review while an edit waits: this view is the revision, that the live version. */
  liveVersion?: LiveVersionView | null;
}

export interface AdvertisementView {
  id: number | string;
  title: string;
  imageUrl?: string | null;
  linkUrl: string;
}

/** A system phrase (spec §3): a text the operators edit, looked up by its key. */
export interface SystemPhraseView {
  key: string;
  body: string;
  url?: string | null;
}

export interface UserProfileView {
  account: string;
  name: string;
  imageUrl?: string | null;
  thumbnailUrl?: string | null;
  description?: string | null;
  followingsCount?: number;
  followersCount?: number;
  isFollowing?: boolean;
  isMe?: boolean;
}

export interface Page<T> {
  data: readonly T[];
  meta?: {
    pager?: { next?: string | number | null } | null;
    /** Search, first page: matches counted up to 100; totalCapped = more exist. */
    total?: number;
    totalCapped?: boolean;
  } | null;
}

/** A buyer's review (GET /v1/articles/{id}/reviews). `body` is plain text: render as text. */
export interface ReviewView {
  id: number;
  point: number;
  body: string;
  createdAt: string;
  updatedAt: string;
  user: AuthorView;
  isMine: boolean;
}

export interface ReviewPage extends Page<ReviewView> {
  meta?: { pager?: { next?: string | null } | null; mine?: ReviewView | null } | null;
}

/** 特定商取引法に基づく表記 of a seller; null = not registered. */
export interface SpecifiedView {
  name: string | null;
  contact: string | null;
  /** null when not registered or disclosed on request only (`disclosureOnRequest`). */
  address?: string | null;
  phone?: string | null;
  disclosureOnRequest?: boolean;
  /** A verified corporate seller's registered name, 法人番号, representative and address. */
  company?: { name: string; corporateNumber: string; representative: string; address: string } | null;
}

export type SearchOrder = 'new' | 'fav';

/** A magazine in a list (user page, search, an article's 「このマガジンに含まれています」). */
export interface MagazineSummaryView {
  id: number;
  title: string;
  description: string;
  coverImageUrl: string | null;
  price: number;
  articlesCount: number;
  onSale: boolean;
  /** Fraction (0.1 = 10 %), as articles. */
  affiliateRate?: number;
  user: AuthorView;
}

/** The magazine page: its articles in the author's order, each saying whether this viewer reads it. */
export interface MagazineView extends MagazineSummaryView {
  articles: readonly ArticleCardView[];
  isPurchased: boolean;
  isOwner: boolean;
  /** Articles in it the viewer can already read (the full price applies all the same). */
  ownedArticlesCount: number;
}
