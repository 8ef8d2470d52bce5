/**
 * What the editor calls, as one interface (./api.tsx implements it; tests inject a fake), and which of
 * the calls load the Effect client on first use (./api-full.ts implements those). A file of its own so
 * that api-full.ts, loaded lazily by api.tsx, does not import api.tsx back (no import cycle, types
 * included).
 */
import type {
  ArticleDraft,
  Category,
  DiscountCode,
  DiscountCodePatch,
  DiscountCodePayload,
  QuickEdit,
  QuickEditPayload,
  MyArticle,
  OgpCard,
  PublishPayload,
  ReviewItem,
  SystemPhrase,
} from '@shirube/api-contract';

export interface DraftContent {
  title: string;
  body: string[];
  payArticleLine: number;
}

export interface EditorApi {
  createDraft(): Promise<number>;
  getDraft(id: number): Promise<ArticleDraft>;
  saveDraft(id: number, content: DraftContent): Promise<ArticleDraft>;
  /** Drops unpublished edits of a published article (the draft becomes the live version). */
  resetDraft(id: number): Promise<ArticleDraft>;
  publish(id: number, settings: PublishPayload): Promise<ArticleDraft>;
  categories(): Promise<readonly Category[]>;
  myArticles(since?: string): Promise<{ data: readonly MyArticle[]; next: string | null }>;
  reviews(): Promise<readonly ReviewItem[]>;
  approve(id: number): Promise<void>;
  reject(id: number, reason: string): Promise<void>;
  uploadImage(file: File, onProgress: (percent: number) => void): Promise<string>;
  /** POST /v1/articles/{id}/eyecatch (XHR for progress); answers the stored image's URL. */
  uploadEyecatch(id: number, file: File, onProgress: (percent: number) => void): Promise<string>;
  deleteEyecatch(id: number): Promise<void>;
  /** Tag names starting with `q` (GET /v1/tags/search). */
  searchTags(q: string): Promise<readonly string[]>;
  /** Spec §7 DELETE /v1/articles/{id}: buyers keep what they bought (the server's rule). */
  deleteArticle(id: number): Promise<void>;
  quickEdit(id: number): Promise<QuickEdit>;
  saveQuickEdit(id: number, payload: QuickEditPayload): Promise<QuickEdit>;
  createDiscountCode(id: number, payload: DiscountCodePayload): Promise<DiscountCode>;
  updateDiscountCode(id: number, codeId: number, payload: DiscountCodePatch): Promise<DiscountCode>;
  deleteDiscountCode(id: number, codeId: number): Promise<void>;
  /** GET /v1/system_phrases: the texts the operators edit (spec §3). */
  systemPhrases(): Promise<readonly SystemPhrase[]>;
  /** GET /v1/ogp: a pasted URL's link card data. */
  ogp(url: string): Promise<OgpCard>;
}

/** The calls that load the Effect client on first use (./api-full.ts); the rest are ./http.ts fetches. */
export const DEFERRED_CALLS = [
  'publish',
  'categories',
  'myArticles',
  'reviews',
  'approve',
  'reject',
  'searchTags',
  'deleteArticle',
  'quickEdit',
  'saveQuickEdit',
  'createDiscountCode',
  'updateDiscountCode',
  'deleteDiscountCode',
  'systemPhrases',
] as const satisfies ReadonlyArray<keyof EditorApi>;
export type DeferredCalls = Pick<EditorApi, (typeof DEFERRED_CALLS)[number]>;
