// The signed-in user's own lists and settings (/v1/current/...). All need a session (401 otherwise).
import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import {
  ArticleStatus,
  ArticleSummary,
  ListMeta,
  ListQuery,
  MyArticle,
  Notification,
  listOf,
  pageOf,
} from '../entities';
import { ArticleList } from './users';
import { Access, SessionErrors } from '../access';
import { errors } from '../errors';

export class CurrentGroup extends HttpApiGroup.make('current')
  .add(
    /** The viewer's own articles, every status, most recently edited first. */
    HttpApiEndpoint.get('myArticles', '/v1/current/articles', {
      query: ListQuery,
      success: pageOf(MyArticle),
    }),
    /**
     * Titles of the viewer's own articles (spec §7 titles, filterType), newest edit first, at most 500 —
     * for pickers (e.g. a sales filter). filterType: all (default) | draft | review | published.
     * Deleted articles are left out.
     */
    HttpApiEndpoint.get('articleTitles', '/v1/current/articles/titles', {
      query: {
        filterType: Schema.optional(Schema.Literals(['all', 'draft', 'review', 'published'])),
      },
      success: Schema.Struct({
        data: Schema.Array(Schema.Struct({ id: Schema.Int, title: Schema.String, status: ArticleStatus })),
      }),
    }),
    /** New articles by the users the viewer follows. */
    HttpApiEndpoint.get('followingArticles', '/v1/current/articles/followings', {
      query: ListQuery,
      success: ArticleList,
    }),
    /** Articles the viewer bought, most recent purchase first. */
    HttpApiEndpoint.get('purchasedArticles', '/v1/current/articles/purchased', {
      query: ListQuery,
      success: ArticleList,
    }),
    /** The viewer's recently opened articles, newest first; size defaults to 10 (max 50). */
    HttpApiEndpoint.get('viewedArticles', '/v1/current/articles/viewed_article_histories', {
      query: { size: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))) },
      success: listOf(ArticleSummary),
    }),
    HttpApiEndpoint.post('recordView', '/v1/current/articles/:id/viewed_article_histories', {
      params: { id: Int4 },
      success: HttpApiSchema.NoContent,
      error: errors(404),
    }),
    HttpApiEndpoint.get('notifications', '/v1/current/notifications', {
      query: ListQuery,
      success: Schema.Struct({
        data: Schema.Array(Notification),
        meta: Schema.Struct({ pager: ListMeta.fields.pager, unreadCount: Schema.Int }),
      }),
    }),
    HttpApiEndpoint.patch('openNotifications', '/v1/current/notifications/open', {
      payload: Schema.Struct({ ids: Schema.Array(Schema.Int) }),
      success: HttpApiSchema.NoContent,
    }),
    HttpApiEndpoint.post('mailNotificationSettings', '/v1/current/mail_notification_settings', {
      payload: Schema.Struct({ purchase: Schema.Boolean, sales: Schema.Boolean }),
      success: Schema.Struct({ purchase: Schema.Boolean, sales: Schema.Boolean }),
    }),
    /** 特定商取引法に基づく表記 shown on /u/{account}/specified. */
    HttpApiEndpoint.post('specialCommercialLawSettings', '/v1/current/special_commercial_law_settings', {
      // Field rules: lawSettingsForm in @shirube/domain (address/phone required unless disclosed on request).
      payload: Schema.Struct({
        name: Schema.String.check(Schema.isMaxLength(1000)),
        contact: Schema.String.check(Schema.isMaxLength(1000)),
        address: Schema.optional(Schema.String.check(Schema.isMaxLength(1000))),
        phone: Schema.optional(Schema.String.check(Schema.isMaxLength(1000))),
        disclosureOnRequest: Schema.optional(Schema.Boolean),
      }),
      success: Schema.Struct({
        name: Schema.String,
        contact: Schema.String,
        address: Schema.NullOr(Schema.String),
        phone: Schema.NullOr(Schema.String),
        disclosureOnRequest: Schema.Boolean,
      }),
    }),
  )
  // Every endpoint: a session (401; access.ts).
  .middleware(SessionErrors)
  .annotateEndpoints(Access, 'session') {}
