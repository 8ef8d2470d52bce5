import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { Article } from '../entities';
import { ArticleList, ListQuery } from './users';

export class ArticlesGroup extends HttpApiGroup.make('articles').add(
  HttpApiEndpoint.get('list', '/v1/articles', { query: ListQuery, success: ArticleList }),
  HttpApiEndpoint.get('get', '/v1/articles/:id', {
    params: { id: Schema.Int },
    // type=review asks for the review view (owner/admin); discount_code prices the article.
    query: { type: Schema.optional(Schema.String), discount_code: Schema.optional(Schema.String) },
    success: Schema.Struct({ data: Article }),
  }),
) {}
