// Categories, advertisements and system phrases: small lists the pages show around the content.
import { ShirubeApi } from '@shirube/api-contract';
import { asc, eq, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { App } from '../context';
import { advertisements, categories, systemPhrases, tags } from '../db/schema';
import { optionalViewer } from '../auth/viewer';
import { requestAddress } from '../http/client-address';
import { receiveInquiry } from './inquiry';
import { normalizeTag } from '@shirube/domain';

export const CatalogRoutes = HttpApiBuilder.group(ShirubeApi, 'catalog', (handlers) =>
  Effect.gen(function* () {
    const app = yield* App;
    const { db } = app;
    return handlers
      .handle('categories', () =>
        Effect.promise(() =>
          db
            .select({ id: categories.id, name: categories.name, slug: categories.slug })
            .from(categories)
            .orderBy(asc(categories.position), asc(categories.id)),
        ).pipe(Effect.map((data) => ({ data }))),
      )
      .handle('advertisements', () =>
        Effect.promise(() =>
          db
            .select({
              id: advertisements.id,
              title: advertisements.title,
              imageUrl: advertisements.imageUrl,
              linkUrl: advertisements.linkUrl,
            })
            .from(advertisements)
            .where(eq(advertisements.active, true))
            .orderBy(asc(advertisements.position), asc(advertisements.id)),
        ).pipe(Effect.map((data) => ({ data }))),
      )
      .handle('systemPhrases', () =>
        Effect.promise(() =>
          db
            .select({
              id: systemPhrases.id,
              key: systemPhrases.key,
              body: systemPhrases.body,
              url: systemPhrases.url,
            })
            .from(systemPhrases)
            .orderBy(asc(systemPhrases.id)),
        ).pipe(Effect.map((data) => ({ data }))),
      )
      .handle('searchTags', ({ query }) => {
        // Normalised like stored tags (NFKC, no #), so 「＃ｔｙｐｅ」 finds TypeScript.
        const prefix = normalizeTag(query.q)
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`);
        return Effect.promise(() =>
          prefix === ''
            ? Promise.resolve([])
            : db
                .select({ id: tags.id, name: tags.name })
                .from(tags)
                .where(sql`lower(${tags.name}) like ${`${prefix}%`}`)
                .orderBy(asc(tags.name))
                .limit(20),
        ).pipe(Effect.map((data) => ({ data })));
      })
      .handle('inquiry', ({ payload, request }) =>
        optionalViewer(app.db, request).pipe(
          Effect.flatMap((viewer) =>
            receiveInquiry(app, viewer, payload, requestAddress(app.config, request)),
          ),
        ),
      );
  }),
);
