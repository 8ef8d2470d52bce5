// POST /v1/articles/:id/views — counted later, in a batch (ingest.ts); the answer never waits for it.
import { ShirubeApi } from '@shirube/api-contract';
import { isBotUserAgent, isPrefetch } from '@shirube/domain';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { optionalViewer } from '../auth/viewer';
import { App } from '../context';
import { requestAddress } from '../http/client-address';
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
    return handlers.handle('recordArticleView', ({ params, payload, request }) =>
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
