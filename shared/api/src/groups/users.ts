import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { ArticleSummary, ListMeta, UserProfile } from '../entities';
import { CurrentUserData } from './auth';

export const ArticleList = Schema.Struct({ data: Schema.Array(ArticleSummary), meta: ListMeta });
export type ArticleList = typeof ArticleList.Type;
/** Cursor from a previous page's meta.pager.next. */
export const ListQuery = { since: Schema.optional(Schema.String) };

export class UsersGroup extends HttpApiGroup.make('users').add(
  // Declared before /v1/users/:account so "current" is never taken for an account name.
  HttpApiEndpoint.get('current', '/v1/users/current', { success: CurrentUserData }),
  HttpApiEndpoint.get('profile', '/v1/users/:account', {
    params: { account: Schema.String },
    success: Schema.Struct({ data: UserProfile }),
  }),
  HttpApiEndpoint.get('articles', '/v1/users/:account/articles', {
    params: { account: Schema.String },
    query: ListQuery,
    success: ArticleList,
  }),
) {}
