import { ForbiddenError, ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { loadArticle, purchasesOf } from '../articles/queries';
import { forbidden, notFound } from '../auth/errors';
import { requireViewer } from '../auth/viewer';
import { App } from '../context';
import { articlePath, issueLink, linkUrls, resolveLink } from './links';

const purchaserOnly = () =>
  new ForbiddenError({
    code: 'affiliate_purchaser_only',
    message: 'Only buyers of this article may issue a referral link for it',
  });

export const AffiliatesRoutes = HttpApiBuilder.group(ShirubeApi, 'affiliates', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
    return handlers
      .handle('issueShareLink', ({ payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          if (payload.userAccount !== viewer.user.account)
            return yield* forbidden('userAccount must be the signed-in user');
          const record = yield* Effect.promise(() => loadArticle(db, payload.articleId));
          const a = record?.article;
          // Only what a reader can open is promotable: published, reviewed, live, not deleted.
          const live =
            a &&
            a.status === 'published' &&
            !a.deletedAt &&
            a.publishedAt !== null &&
            a.publishedAt.getTime() <= Date.now();
          if (!record || !live) return yield* notFound('The article is not published');
          // The author may share their own article (self-referral pays nothing, see calculateSale).
          if (a.affiliatableOnlyPurchaser && a.userId !== viewer.user.id) {
            const bought = yield* Effect.promise(() => purchasesOf(db, viewer.user.id, [a.id]));
            if (!bought.has(a.id)) return yield* purchaserOnly();
          }
          const code = yield* Effect.promise(() => issueLink(db, a.id, viewer.user.id));
          return linkUrls(config.siteUrl, record.author.account, a.id, code);
        }),
      )
      .handle('shareLinkOrigin', ({ query }) =>
        Effect.gen(function* () {
          const link = yield* Effect.promise(() => resolveLink(db, query.url));
          if (!link) return yield* notFound('No referral link at this URL');
          return {
            articleId: link.articleId,
            url: config.siteUrl + articlePath(link.authorAccount, link.articleId),
            affiliateUid: link.code,
          };
        }),
      );
  }),
);
