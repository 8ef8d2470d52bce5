// POST /v1/articles/{id}/eyecatch (multipart `image`) → {data:{url}}; DELETE removes it. Owner only
// (404 for anyone else, like drafts). The browser crops to the card/OGP ratio (1280×670) already; the
// server re-encodes (./image.ts: type check, 40 MP cap), fits it inside 1280×670 and writes a
// 640×335 thumbnail beside it as `<name>.thumb.<ext>` (visibility.ts derives its URL).
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpRouter, type HttpServerRequest } from 'effect/http';
import { randomBytes } from 'node:crypto';
import type { AppServices } from '../context';
import { articles } from '../db/schema';
import { isResponse, jsonResponse, sessionViewer } from '../http/plain-route';
import { mediaStore } from '../storage/store';
import { EXT, badImage, readImagePart, reencode } from './image';

const ROUTE = '/v1/articles/:id/eyecatch';
const idOf = (request: HttpServerRequest.HttpServerRequest) => {
  const match = /^\/v1\/articles\/([1-9][0-9]{0,9})\/eyecatch$/.exec(
    new URL(request.url, 'http://x').pathname,
  );
  // Beyond int4 no article exists (and PostgreSQL would refuse the comparison).
  return match && Number(match[1]) <= 2_147_483_647 ? Number(match[1]) : null;
};
const notFound = () => jsonResponse(404, { code: 'not_found', message: 'The article does not exist' });

/** The article if the signed-in viewer owns it; otherwise the answer to send. */
const owned = (services: AppServices, request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const viewer = yield* sessionViewer(services.db, request);
    if (isResponse(viewer)) return { answer: viewer, article: null };
    const id = idOf(request);
    if (id === null) return { answer: notFound(), article: null };
    const [article] = yield* Effect.promise(() =>
      services.db.select().from(articles).where(eq(articles.id, id)),
    );
    if (!article || article.deletedAt || article.userId !== viewer.user.id)
      return { answer: notFound(), article: null };
    return { answer: notFound(), article };
  });

export const eyecatchRoutes = (services: AppServices) => {
  const upload = HttpRouter.add('POST', ROUTE, (request) =>
    Effect.gen(function* () {
      const found = yield* owned(services, request);
      if (!found.article) return found.answer;
      const part = yield* readImagePart(request);
      if (!part.ok) return 'response' in part ? part.response : badImage(part.reason);
      const fit = { width: IMAGE_MAX_WIDTH, height: IMAGE_MAX_HEIGHT };
      const main = yield* Effect.promise(() => reencode(part.input, part.type, fit));
      if (typeof main === 'string') return badImage(main);
      const thumb = yield* Effect.promise(() =>
        reencode(main.data, part.type, { width: fit.width / 2, height: Math.round(fit.height / 2) }),
      );
      if (typeof thumb === 'string') return badImage(thumb);
      const base = randomBytes(12).toString('hex');
      const ext = EXT[part.type]!;
      // Local: the key (`eyecatch/<name>`, shown at /uploads/…); bucket: the public URL itself. Either way
      // visibility.ts finds the thumbnail beside it (`<name>.thumb.<ext>`).
      const store = mediaStore(services.config);
      const url = yield* Effect.promise(async () => {
        await store.putPublic(`eyecatch/${base}.thumb.${ext}`, thumb.data, part.type);
        return store.putPublic(`eyecatch/${base}.${ext}`, main.data, part.type);
      });
      const stored = store.kind === 'local' ? `eyecatch/${base}.${ext}` : url;
      yield* Effect.promise(() =>
        services.db
          .update(articles)
          .set({ eyecatchImagePath: stored, updatedAt: new Date() })
          .where(eq(articles.id, found.article.id)),
      );
      return jsonResponse(200, { data: { url } });
    }),
  );
  const remove = HttpRouter.add('DELETE', ROUTE, (request) =>
    Effect.gen(function* () {
      const found = yield* owned(services, request);
      if (!found.article) return found.answer;
      yield* Effect.promise(() =>
        services.db
          .update(articles)
          .set({ eyecatchImagePath: null, updatedAt: new Date() })
          .where(eq(articles.id, found.article.id)),
      );
      return jsonResponse(200, { data: { url: null } });
    }),
  );
  return [upload, remove] as const;
};
