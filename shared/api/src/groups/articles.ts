import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { Article, ArticleSummary, IdData, ListMeta, ListQuery, listOf } from '../entities';
import { ArticleList } from './users';
import { readsSession, signedIn } from '../access';
import { errors } from '../errors';

/** 新着 (newest first) or 人気 (best rated first); absent = new. */
export const SearchOrder = Schema.Literals(['new', 'fav']);
export type SearchOrder = typeof SearchOrder.Type;
const SearchMeta = Schema.Struct({
  pager: ListMeta.fields.pager,
  /** First page only: how many articles match, counted up to 100 (`totalCapped` = more exist). */
  total: Schema.optional(Schema.Int),
  totalCapped: Schema.optional(Schema.Boolean),
});
export const SearchResult = Schema.Struct({ data: Schema.Array(ArticleSummary), meta: SearchMeta });
export type SearchResult = typeof SearchResult.Type;

export class ArticlesGroup extends HttpApiGroup.make('articles').add(
  readsSession(HttpApiEndpoint.get('list', '/v1/articles', { query: ListQuery, success: ArticleList })),
  /** Best rated first (average review point, then newest). */
  readsSession(
    HttpApiEndpoint.get('highRated', '/v1/articles/high_rated', { query: ListQuery, success: ArticleList }),
  ),
  /**
   * おすすめ, no paging: up to 10 articles by recent activity — each sale and each 4–5★ review counts
   * 1, halving every 7 days — then filled up from the best rated (api/src/articles/trend.ts).
   */
  readsSession(
    HttpApiEndpoint.get('recommended', '/v1/articles/recommended', { success: listOf(ArticleSummary) }),
  ),
  /**
   * Search published articles by title and free text (never the paid part). q is normalised like
   * shared/domain normalizeForSearch (width, case, katakana = hiragana); space-separated words must
   * all appear; articles with every word in the title come first, then the rest, each in `order`.
   * `category` (a slug) narrows to one category. Declared before /:id so the path is not an id.
   */
  readsSession(
    HttpApiEndpoint.get('search', '/v1/articles/search', {
      query: {
        q: Schema.String,
        order: Schema.optional(SearchOrder),
        category: Schema.optional(Schema.String),
        since: ListQuery.since,
      },
      success: SearchResult,
    }),
  ),
  /** The articles of one category (q = its slug), in `order`. */
  readsSession(
    HttpApiEndpoint.get('searchByCategory', '/v1/articles/search_by_category', {
      query: { q: Schema.String, order: Schema.optional(SearchOrder), since: ListQuery.since },
      success: SearchResult,
    }),
  ),
  /**
   * What the site's sitemaps list (the shell server's /sitemaps/articles-<n>.xml): listable articles
   * with after < id ≤ upTo, by id, at most 10,000 a call; `meta.next` = the `after` of the next call
   * (null: no more up to upTo). `meta.lastId`: the newest listable article's id (how many sitemaps).
   */
  HttpApiEndpoint.get('sitemapArticles', '/v1/articles/sitemap', {
    query: {
      after: Schema.optional(Int4.check(Schema.isGreaterThanOrEqualTo(0))),
      upTo: Int4.check(Schema.isGreaterThanOrEqualTo(0)),
    },
    success: Schema.Struct({
      data: Schema.Array(
        Schema.Struct({ id: Schema.Int, account: Schema.String, publishedAt: Schema.String }),
      ),
      meta: Schema.Struct({ next: Schema.NullOr(Schema.Int), lastId: Schema.NullOr(Schema.Int) }),
    }),
  }),
  readsSession(
    HttpApiEndpoint.get('get', '/v1/articles/:id', {
      params: { id: Int4 },
      // type=review asks for the review view (owner/admin only, 403 for others; any other type is a
      // 400); discount_code prices the article.
      query: { type: Schema.optional(Schema.String), discount_code: Schema.optional(Schema.String) },
      success: Schema.Struct({ data: Article }),
      error: errors(403, 404),
    }),
  ),
  /** Owner (or admin) only; the article disappears from every list and page. Answers the deleted id. */
  signedIn(
    HttpApiEndpoint.delete('delete', '/v1/articles/:id', {
      params: { id: Int4 },
      success: IdData,
      error: errors(403, 404),
    }),
  ),
) {}
