// POST /v1/articles/:id/views — counted later, in a batch (ingest.ts); the answer never waits for it.
import { ShirubeApi } from '@shirube/api-contract';
import { isBotUserAgent, isPrefetch } from '@shirube/domain';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { articlePath, resolveLink } from '../affiliates/links';
import { notFound } from '../auth/errors';
import { optionalViewer, requireViewer } from '../auth/viewer';
import { clockOf, payoutConfig } from '../config';
import { referralAnalytics } from './referrals';
import { authorAnalytics } from './author';
import { App } from '../context';
import { requestAddress } from '../http/client-address';
import { recordClick } from './clicks';
import { enqueueView } from './ingest';
import { visitorKey } from './visitor';

/** The site's host: SITE_URL's, else the host the shell server says the reader asked for. */
export function siteHostOf(siteUrl: string, headers: Readonly<Record<string, string | undefined>>): string {
  if (siteUrl) {
    try {
      return new URL(siteUrl).hostname;
    } catch {
      // fall through to the request's host
    }
  }
  return (headers['x-forwarded-host'] ?? headers.host ?? '').replace(/:\d+$/, '');
}

export const AnalyticsRoutes = HttpApiBuilder.group(ShirubeApi, 'analytics', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
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
          const headers = request.headers;
          const userAgent = headers['user-agent'] ?? '';
          if (isBotUserAgent(userAgent) || isPrefetch((name) => headers[name])) return answer;
          const viewer = yield* optionalViewer(db, request).pipe(Effect.orElseSucceed(() => null));
          const userId = viewer?.user.id ?? null;
          const address = requestAddress(config, request);
          // The reader still reaches the article when the click cannot be written.
          yield* Effect.promise(() =>
            visitorKey(db, { userId, address, userAgent, now: new Date() })
              .then((visitor) =>
                recordClick(db, {
                  shareLinkId: link.id,
                  articleId: link.articleId,
                  affiliateUserId: link.affiliateUserId,
                  visitor,
                  userId,
                  referrer: payload.referrer,
                }),
              )
              .catch((error: unknown) => console.error('[analytics] referral click not recorded', error)),
          );
          return answer;
        }),
      )
      .handle('recordArticleView', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const headers = request.headers;
          const userAgent = headers['user-agent'] ?? '';
          if (isBotUserAgent(userAgent) || isPrefetch((name) => headers[name])) return;
          // A stale session still reads: the view counts as a signed-out reader's.
          const viewer = yield* optionalViewer(db, request).pipe(Effect.orElseSucceed(() => null));
          const userId = viewer?.user.id ?? null;
          const now = new Date();
          const visitor = yield* Effect.promise(() =>
            visitorKey(db, { userId, address: requestAddress(config, request), userAgent, now }).catch(
              () => null,
            ),
          );
          if (visitor === null) return; // no salt (database down): this view is lost, the page is not
          enqueueView(db, {
            articleId: params.id,
            at: now,
            visitor,
            userId,
            referrer: payload.referrer ?? null,
            siteHost: siteHostOf(config.siteUrl, headers),
          });
        }),
      );
  }),
);
