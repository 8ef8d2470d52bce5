/**
 * The calls the reader makes, behind one small interface so tests (and the root) can inject it.
 * The real implementation adapts @shirube/api-contract's browser client (see ./client.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type {
  AdvertisementView,
  SystemPhraseView,
  ArticleCardView,
  ArticleView,
  CategoryView,
  MagazineSummaryView,
  MagazineView,
  Page,
  ReviewPage,
  ReviewView,
  SearchOrder,
  SpecifiedView,
  UserProfileView,
} from './types';

export interface SearchQuery {
  /** Words to find; empty = browse `category` only. */
  q: string;
  order: SearchOrder;
  /** A category slug, or '' for all. */
  category: string;
}

export interface ReviewInput {
  point: number;
  body: string;
}

export interface ArticleQuery {
  type?: string;
  discountCode?: string;
}

export interface ReaderApi {
  listNewArticles(since?: string): Promise<Page<ArticleCardView>>;
  listCategories(): Promise<readonly CategoryView[]>;
  listAdvertisements(): Promise<readonly AdvertisementView[]>;
  /** GET /v1/system_phrases (spec §3, §7 Misc). */
  listSystemPhrases(): Promise<readonly SystemPhraseView[]>;
  getArticle(id: string, query: ArticleQuery): Promise<ArticleView>;
  getUser(account: string): Promise<UserProfileView>;
  /** A user page's lists; `discountCode` (the page's ?discount_code=) prices the article it belongs to. */
  listUserArticles(account: string, since?: string, discountCode?: string): Promise<Page<ArticleCardView>>;
  /** POST /v1/share_links: the caller's referral link for an article. */
  issueShareLink(articleId: number, userAccount: string): Promise<{ shortUrl: string; url: string }>;
  // Discovery and social (issue 8).
  searchArticles(query: SearchQuery, since?: string): Promise<Page<ArticleCardView>>;
  listHighRated(since?: string): Promise<Page<ArticleCardView>>;
  listFollowingArticles(since?: string): Promise<Page<ArticleCardView>>;
  listRecommended(): Promise<readonly ArticleCardView[]>;
  listUserHighRated(account: string, since?: string, discountCode?: string): Promise<Page<ArticleCardView>>;
  listPurchased(since?: string): Promise<Page<ArticleCardView>>;
  listViewed(size: number): Promise<readonly ArticleCardView[]>;
  recordView(articleId: number): Promise<void>;
  /** Counts a view for the author's analytics (anyone; batched by the API, answers at once). */
  countView(articleId: number, referrer: string | null): Promise<void>;
  setFollow(account: string, follow: boolean): Promise<UserProfileView>;
  listFollows(
    account: string,
    direction: 'followers' | 'followings',
    since?: string,
  ): Promise<Page<UserProfileView>>;
  getSpecified(account: string): Promise<SpecifiedView>;
  listReviews(articleId: number, since?: string): Promise<ReviewPage>;
  createReview(articleId: number, input: ReviewInput): Promise<ReviewView>;
  updateReview(articleId: number, input: ReviewInput): Promise<ReviewView>;
  deleteReview(articleId: number): Promise<number>;
  /** The owner deletes the article (spec §7 DELETE /v1/articles/{id}). */
  deleteArticle(id: number): Promise<void>;
  /** The owner's reserved publish time (spec §7 set_published_at). */
  setPublishedAt(id: number, publishedAt: string): Promise<void>;
  /** Magazines on sale holding the article (issue 37: 「このマガジンに含まれています」). */
  listArticleMagazines(articleId: string): Promise<readonly MagazineSummaryView[]>;
  /** The other magazine calls, in their own chunk (only magazine pages and lists need them). */
  magazines(): Promise<MagazineCalls>;
}

export interface MagazineCalls {
  /** GET /v1/magazines/{id} (404 for a malformed id without asking). */
  get(id: string): Promise<MagazineView>;
  ofUser(account: string): Promise<readonly MagazineSummaryView[]>;
  search(q: string): Promise<readonly MagazineSummaryView[]>;
  /** POST /v1/magazines/{id}/share_link: the viewer's referral link (403 when only buyers may refer). */
  shareLink(id: number): Promise<string>;
}

const ReaderApiContext = createContext<ReaderApi | null>(null);

export function ReaderApiProvider({ api, children }: { api: ReaderApi; children: ReactNode }) {
  return <ReaderApiContext.Provider value={api}>{children}</ReaderApiContext.Provider>;
}

export function useReaderApi(): ReaderApi {
  const api = useContext(ReaderApiContext);
  if (!api) throw new Error('useReaderApi() outside ReaderRoot');
  return api;
}

/** The next cursor as the API wants it back in `since` (spec §4: lists page by pager.next). */
export function nextCursor(page: Page<unknown>): string | null {
  const next = page.meta?.pager?.next;
  return next === null || next === undefined || next === '' ? null : String(next);
}

/** Error shape the reader understands: HTTP status + stable code (ApiError from the contract). */
export interface ReaderError {
  status: number;
  code: string;
}

export function toReaderError(error: unknown): ReaderError {
  if (error && typeof error === 'object' && 'status' in error) {
    const e = error as { status?: unknown; code?: unknown };
    return {
      status: typeof e.status === 'number' ? e.status : 500,
      code: typeof e.code === 'string' ? e.code : 'unknown',
    };
  }
  // fetch rejects with a TypeError when the network is down: no status to show.
  return { status: 0, code: 'network' };
}
