// POST /v1/articles/{id}/eyecatch and /v1/magazines/{id}/cover (multipart `image`) → {data:{url}};
// DELETE removes it. Owner only
// (404 for anyone else, like drafts). The browser crops to the card/OGP ratio (1280×670) already; the
// server re-encodes (./image.ts: type check, 40 MP cap), fits it inside 1280×670 and writes a
// 640×335 thumbnail beside it as `<name>.thumb.<ext>` (visibility.ts derives its URL).
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpRouter, type HttpServerRequest } from 'effect/http';
import { randomBytes } from 'node:crypto';
import type { AppServices } from '../context';
import { articles, magazines } from '../db/schema';
import { isResponse, jsonResponse, sessionViewer } from '../http/plain-route';
import { mediaStore } from '../storage/store';
import { EXT, badImage, readImagePart, reencode } from './image';

/**
 * What carries a card image: an article's eyecatch, and a magazine's cover (issue 37) — the same
 * 1280×670 image with its thumbnail, stored the same way.
 */
const TARGETS = {
  article: { route: '/v1/articles/:id/eyecatch', pattern: /^\/v1\/articles\/([1-9][0-9]{0,9})\/eyecatch$/ },
  magazine: { route: '/v1/magazines/:id/cover', pattern: /^\/v1\/magazines\/([1-9][0-9]{0,9})\/cover$/ },
} as const;
type Target = keyof typeof TARGETS;

const idOf = (target: Target, request: HttpServerRequest.HttpServerRequest) => {
  const match = TARGETS[target].pattern.exec(new URL(request.url, 'http://x').pathname);
  // Beyond int4 no row exists (and PostgreSQL would refuse the comparison).
  return match && Number(match[1]) <= 2_147_483_647 ? Number(match[1]) : null;
};
const notFound = (target: Target) =>
  jsonResponse(404, { code: 'not_found', message: `The ${target} does not exist` });

/** The id of the article or magazine if the signed-in viewer owns it; otherwise the answer to send. */
const owned = (services: AppServices, request: HttpServerRequest.HttpServerRequest, target: Target) =>
  Effect.gen(function* () {
    const viewer = yield* sessionViewer(services.db, request);
    if (isResponse(viewer)) return { answer: viewer, id: null };
    const id = idOf(target, request);
    if (id === null) return { answer: notFound(target), id: null };
    const table = target === 'article' ? articles : magazines;
    const [row] = yield* Effect.promise(() =>
      services.db
        .select({ userId: table.userId, deletedAt: table.deletedAt })
        .from(table)
        .where(eq(table.id, id)),
    );
    if (!row || row.deletedAt || row.userId !== viewer.user.id) return { answer: notFound(target), id: null };
    return { answer: notFound(target), id };
  });

/** Points the article's eyecatch or the magazine's cover at `relative` (null: none). */
const setImage = (services: AppServices, target: Target, id: number, relative: string | null) =>
  target === 'article'
    ? services.db
        .update(articles)
        .set({ eyecatchImagePath: relative, updatedAt: new Date() })
        .where(eq(articles.id, id))
    : services.db
        .update(magazines)
        .set({ coverImagePath: relative, updatedAt: new Date() })
        .where(eq(magazines.id, id));

const imageRoutes = (services: AppServices, target: Target) => {
  const ROUTE = TARGETS[target].route;
  const upload = HttpRouter.add('POST', ROUTE, (request) =>
    Effect.gen(function* () {
      const found = yield* owned(services, request, target);
      if (found.id === null) return found.answer;
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
      yield* Effect.promise(() => setImage(services, target, found.id, stored));
      return jsonResponse(200, { data: { url } });
    }),
  );
  const remove = HttpRouter.add('DELETE', ROUTE, (request) =>
    Effect.gen(function* () {
      const found = yield* owned(services, request, target);
      if (found.id === null) return found.answer;
      yield* Effect.promise(() => setImage(services, target, found.id, null));
      return jsonResponse(200, { data: { url: null } });
    }),
  );
  return [upload, remove] as const;
};

export const eyecatchRoutes = (services: AppServices) =>
  (['article', 'magazine'] as const).flatMap((target) => imageRoutes(services, target));
