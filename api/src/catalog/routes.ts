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
    const listOf = <A>(rows: () => PromiseLike<A[]>) =>
      Effect.promise(rows).pipe(Effect.map((data) => ({ data })));
    return handlers
      .handle('categories', () =>
        listOf(() =>
          db
            .select({ id: categories.id, name: categories.name, slug: categories.slug })
            .from(categories)
            .orderBy(asc(categories.position), asc(categories.id)),
        ),
      )
      .handle('advertisements', () =>
        listOf(() =>
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
        ),
      )
      .handle('systemPhrases', () =>
        listOf(() =>
          db
            .select({
              id: systemPhrases.id,
              key: systemPhrases.key,
              body: systemPhrases.body,
              url: systemPhrases.url,
            })
            .from(systemPhrases)
            .orderBy(asc(systemPhrases.id)),
        ),
      )
      .handle('searchTags', ({ query }) => {
        // Normalised like stored tags (NFKC, no #), so 「＃ｔｙｐｅ」 finds TypeScript.
        const prefix = normalizeTag(query.q)
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`);
        return listOf(() =>
          prefix === ''
            ? Promise.resolve([])
            : db
                .select({ id: tags.id, name: tags.name })
                .from(tags)
                .where(sql`lower(${tags.name}) like ${`${prefix}%`}`)
                .orderBy(asc(tags.name))
                .limit(20),
        );
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
