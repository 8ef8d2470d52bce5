// POST /v1/articles/:id/views — counted later, in a batch (ingest.ts); the answer never waits for it.
import { ShirubeApi } from '@shirube/api-contract';
import { isBotUserAgent, isPrefetch } from '@shirube/domain';
import * as Effect from 'effect/Effect';
import type { HttpServerRequest } from 'effect/http';
import { HttpApiBuilder } from 'effect/http-api';
import { articlePath, resolveLink } from '../affiliates/links';
import { notFound } from '../auth/errors';
import { optionalViewer, requireViewer } from '../auth/viewer';
import { clockOf, payoutConfig } from '../config';
import { referralAnalytics } from './referrals';
import { authorAnalytics } from './author';
import { App } from '../context';
import { requestAddress } from '../http/client-address';
import { recordClick, recordMagazineClick, resolveMagazineLink } from './clicks';
import { recordView } from './record-view';
import { visitorKey } from './visitor';

export const AnalyticsRoutes = HttpApiBuilder.group(ShirubeApi, 'analytics', (handlers) =>
  Effect.gen(function* () {
    const services = yield* App;
    const { db, config } = services;
    /** Who followed a referral link (article or magazine alike); null for a bot or a prefetch, which
     *  are answered but never recorded. */
    const clicker = (request: HttpServerRequest.HttpServerRequest) =>
      Effect.gen(function* () {
        const headers = request.headers;
        const userAgent = headers['user-agent'] ?? '';
        if (isBotUserAgent(userAgent) || isPrefetch((name) => headers[name])) return null;
        const viewer = yield* optionalViewer(db, request).pipe(Effect.orElseSucceed(() => null));
        return { userId: viewer?.user.id ?? null, address: requestAddress(config, request), userAgent };
      });
    return handlers
      .handle('referralAnalytics', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const at = { now: clockOf(config)(), holdDays: payoutConfig(config).holdDays };
          const data = yield* Effect.promise(() =>
            referralAnalytics(db, viewer.user.id, query.period ?? '30d', at),
          );
          return { data };
        }),
      )
      .handle('authorAnalytics', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const now = clockOf(config)();
          const data = yield* Effect.promise(() =>
            authorAnalytics(db, viewer.user.id, query.period ?? '30d', now, query.articleId),
          );
          // Another author's article (or none): the same 404 as a missing one.
          if (query.articleId !== undefined && !data.articles.some((a) => a.articleId === query.articleId))
            return yield* notFound('No such article of yours');
          return { data };
        }),
      )
      .handle('recordReferralClick', ({ payload, request }) =>
        Effect.gen(function* () {
          const link = yield* Effect.promise(() => resolveLink(db, payload.url));
          if (!link) return yield* notFound('No referral link at this URL');
          const answer = {
            articleId: link.articleId,
            url: config.siteUrl + articlePath(link.authorAccount, link.articleId),
            affiliateUid: link.code,
          };
          const who = yield* clicker(request);
          if (!who) return answer;
          // The reader still reaches the article when the click cannot be written.
          yield* Effect.promise(() =>
            visitorKey(db, { ...who, now: new Date() })
              .then((visitor) =>
                recordClick(db, {
                  shareLinkId: link.id,
                  articleId: link.articleId,
                  affiliateUserId: link.affiliateUserId,
                  visitor,
                  userId: who.userId,
                  referrer: payload.referrer,
                }),
              )
              .catch((error: unknown) => console.error('[analytics] referral click not recorded', error)),
          );
          return answer;
        }),
      )
      .handle('recordMagazineReferralClick', ({ payload, request }) =>
        Effect.gen(function* () {
          const link = yield* Effect.promise(() => resolveMagazineLink(db, payload.url));
          if (!link) return yield* notFound('No magazine referral link at this URL');
          const answer = { magazineId: link.magazineId, affiliateUid: link.code };
          const who = yield* clicker(request);
          if (!who) return answer;
          yield* Effect.promise(() =>
            visitorKey(db, { ...who, now: new Date() })
              .then((visitor) =>
                recordMagazineClick(db, {
                  magazineShareLinkId: link.id,
                  magazineId: link.magazineId,
                  affiliateUserId: link.affiliateUserId,
                  visitor,
                  userId: who.userId,
                  referrer: payload.referrer,
                }),
              )
              .catch((error: unknown) =>
                console.error('[analytics] magazine referral click not recorded', error),
              ),
          );
          return answer;
        }),
      )
      .handle('recordArticleView', ({ params, payload, request }) =>
        // The same work as the plain route in front of this one (plain-view.ts), which most views take.
        Effect.promise(() =>
          recordView(services, {
            articleId: params.id,
            headers: request.headers,
            address: requestAddress(config, request),
            referrer: payload.referrer ?? null,
          }),
        ),
      );
  }),
);
