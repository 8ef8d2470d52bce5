// GET /v1/ogp — link card data for the editor (contract: shared/api groups/ogp.ts).
import { BadRequestError, ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { invalid } from '../auth/errors';
import { tooMany } from '../auth/throttle';
import { requireViewer } from '../auth/viewer';
import { App } from '../context';
import { createOgpService, resolverWith } from './service';

const refused = (reason: string) =>
  new BadRequestError({
    code: 'ogp_refused',
    message: `url: the page cannot be used for a link card (${reason})`,
    field: 'url',
    details: [{ field: 'url', reason }],
  });

export const OgpRoutes = HttpApiBuilder.group(ShirubeApi, 'ogp', (handlers) =>
  Effect.gen(function* () {
    const { db, config } = yield* App;
    const service = createOgpService(resolverWith(config.ogpTestHosts));
    return handlers.handle('ogp', ({ query, request }) =>
      Effect.gen(function* () {
        const viewer = yield* requireViewer(db, request);
        const raw = query.url.trim();
        let url: URL | null = null;
        try {
          url = raw.length <= 2048 ? new URL(raw) : null;
        } catch {
          url = null;
        }
        if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
          return yield* invalid('url', 'must be an absolute http(s) URL without credentials');
        }
        const target = url.href;
        const outcome = yield* Effect.promise(() => service.lookup(viewer.user.id, target));
        if ('limitedForMs' in outcome)
          return yield* tooMany(
            'rate_limited',
            'Too many link card look-ups; please wait a minute',
            outcome.limitedForMs,
          );
        if ('failure' in outcome) return yield* refused(outcome.failure);
        return { data: outcome.card };
      }),
    );
  }),
);
