/**
 * The real ReaderApi: a thin typed fetch over the `/v1` contract. Reading must stay light — the
 * article route's JS budget has no room for the Effect client (88 KB gz) — so the wire types come
 * from @shirube/api-contract as TYPES ONLY (nothing of it is bundled) and the calls are plain fetch.
 * The same code runs in the browser (same-origin, the shell server adds the session) and in the
 * shell server's renderer (its `fetch` goes straight to the API with the visitor's session).
 */
import type {
  Advertisement,
  SystemPhrase,
  Article,
  ArticleList,
  Category,
  MagazineSummary,
  ProfileData,
  ShareLink,
} from '@shirube/api-contract';
import type { ArticleQuery, ReaderApi } from './api';
import { discoveryCalls } from './client-discovery';

type ArticleListBody = typeof ArticleList.Type;
type ProfileBody = typeof ProfileData.Type;

/** What the reader needs of fetch: a path under /v1 (+ a JSON body for writes) → a Response. */
export type ReaderFetch = (
  path: string,
  init?: { method: 'POST' | 'PATCH' | 'DELETE'; body?: string },
) => Promise<Response>;

/** Thrown for every failed call; `toReaderError` reads `status` and `code`. */
export class ReaderHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
    this.name = 'ReaderHttpError';
  }
}

const browserFetch: ReaderFetch = (path, init) =>
  fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(init?.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
  });

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function createReaderApi(
  options: { fetch?: ReaderFetch; onUnauthorized?: () => void } = {},
): ReaderApi {
  const send = options.fetch ?? browserFetch;
  /** GET without a payload; with one POST unless `method` says otherwise. 204 → undefined. */
  async function call<T>(path: string, payload?: unknown, method?: 'POST' | 'PATCH' | 'DELETE'): Promise<T> {
    const verb = method ?? (payload === undefined ? undefined : 'POST');
    const res = await send(
      path,
      verb === undefined
        ? undefined
        : { method: verb, ...(payload === undefined ? {} : { body: JSON.stringify(payload) }) },
    );
    if (res.status === 204) return undefined as T;
    if (res.ok) return (await res.json()) as T;
    if (res.status === 401) options.onUnauthorized?.();
    const error = (await res.json().catch(() => null)) as { code?: unknown } | null;
    throw new ReaderHttpError(res.status, typeof error?.code === 'string' ? error.code : 'http_error');
  }
  const seg = encodeURIComponent;
  return {
    listNewArticles: (since) => call<ArticleListBody>(withQuery('/v1/articles', { since })),
    listCategories: async () => (await call<{ data: readonly Category[] }>('/v1/categories')).data,
    listAdvertisements: async () =>
      (await call<{ data: readonly Advertisement[] }>('/v1/advertisements')).data,
    listSystemPhrases: async () => (await call<{ data: readonly SystemPhrase[] }>('/v1/system_phrases')).data,
    getArticle: async (id: string, query: ArticleQuery) => {
      if (!/^[1-9]\d{0,15}$/.test(id)) {
        // A malformed id in the URL is a missing page, not a request the API must reject.
        throw new ReaderHttpError(404, 'not_found');
      }
      const path = withQuery(`/v1/articles/${id}`, {
        type: query.type,
        discount_code: query.discountCode,
      });
      return (await call<{ data: Article }>(path)).data;
    },
    getUser: async (account) => (await call<ProfileBody>(`/v1/users/${seg(account)}`)).data,
    listUserArticles: (account, since, discountCode) =>
      call<ArticleListBody>(
        withQuery(`/v1/users/${seg(account)}/articles`, { since, discount_code: discountCode }),
      ),
    issueShareLink: (articleId, userAccount) =>
      call<ShareLink>('/v1/share_links', { articleId, userAccount }),
    ...discoveryCalls(call),
    listArticleMagazines: async (id) =>
      /^[1-9]\d{0,9}$/.test(id)
        ? (await call<{ data: readonly MagazineSummary[] }>(`/v1/articles/${id}/magazines`)).data
        : [],
    magazines: async () =>
      (await import('./client-magazines')).magazineCalls(call, () => new ReaderHttpError(404, 'not_found')),
    deleteArticle: async (id) => void (await call<unknown>(`/v1/articles/${id}`, undefined, 'DELETE')),
    setPublishedAt: async (id, publishedAt) =>
      void (await call<unknown>(`/v1/articles/${id}/set_published_at`, { publishedAt }, 'PATCH')),
  };
}
