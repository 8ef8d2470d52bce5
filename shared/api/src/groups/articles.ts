import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { Article, ArticleSummary } from '../entities';
import { ArticleList, ListQuery } from './users';

export class ArticlesGroup extends HttpApiGroup.make('articles').add(
  HttpApiEndpoint.get('list', '/v1/articles', { query: ListQuery, success: ArticleList }),
  /** Best rated first (average review point, then newest). */
  HttpApiEndpoint.get('highRated', '/v1/articles/high_rated', { query: ListQuery, success: ArticleList }),
  /** A short pick of well-selling articles, no paging. */
  HttpApiEndpoint.get('recommended', '/v1/articles/recommended', {
    success: Schema.Struct({ data: Schema.Array(ArticleSummary) }),
  }),
  HttpApiEndpoint.get('get', '/v1/articles/:id', {
    params: { id: Schema.Int },
    // type=review asks for the review view (owner/admin); discount_code prices the article.
    query: { type: Schema.optional(Schema.String), discount_code: Schema.optional(Schema.String) },
    success: Schema.Struct({ data: Article }),
  }),
  /** Owner (or admin) only; the article disappears from every list and page. Answers the deleted id. */
  HttpApiEndpoint.delete('delete', '/v1/articles/:id', {
    params: { id: Schema.Int },
    success: Schema.Struct({ data: Schema.Struct({ id: Schema.Int }) }),
  }),
) {}
