// Draft lifecycle (spec §4): create, load, save, reset, publish. Owner only — others get 404 (a
// draft's existence is not revealed), except admins who may read it (403 on writes).
import { ConflictError, ShirubeApi } from '@shirube/api-contract';
import { normalizeTag, rateToBp, reservedTimeProblem, sanitizeParagraph, trimTitle } from '@shirube/domain';
import { and, eq, gt, isNull, ne, or } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { forbidden, invalid, notFound } from '../auth/errors';
import { requireViewer } from '../auth/viewer';
import { App } from '../context';
import type { Database } from '../db/open';
import { articleDrafts, articleReviews, articles, categories } from '../db/schema';
import type { Viewer } from '../auth/tokens';
import { searchColumns } from '../search/document';
import { loadDraft, presentDraft, setTags, type ArticleRow } from './store';
import { publishProblem } from './validate';
import { saveRevision } from './revisions';

const promise = <A>(f: () => Promise<A>) => Effect.promise(f);

const alreadyPublic = () =>
  new ConflictError({ code: 'already_public', message: 'The article is public already; its date stays' });

/** A reserved publish time from the wire: ISO with a zone, in the future, ≤ 1 year, whole minutes. */
const reservedTime = (value: string | null, now: Date) =>
  Effect.gen(function* () {
    if (value === null) return null;
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value);
    const at = new Date(value);
    at.setUTCSeconds(0, 0);
    const problem = iso ? reservedTimeProblem(at, now) : 'invalid';
    if (problem) return yield* invalid('publishedAt', problem);
    return at;
  });

/** The article if the viewer may touch its draft (`write`: owner only; read: owner or admin). */
const ownedArticle = (db: Database, viewer: Viewer, id: number, write: boolean) =>
  Effect.gen(function* () {
    const [article] = yield* promise(() => db.select().from(articles).where(eq(articles.id, id)));
    if (!article || article.deletedAt) return yield* notFound('The article does not exist');
    if (article.userId === viewer.user.id) return article;
    if (viewer.user.isAdmin) {
      if (write) return yield* forbidden('Only the author can edit this draft');
      return article;
    }
    return yield* notFound('The article does not exist');
  });

const answer = (db: Database, article: ArticleRow) =>
  promise(async () => ({ data: await presentDraft(db, article, await loadDraft(db, article)) }));

export const DraftsRoutes = HttpApiBuilder.group(ShirubeApi, 'drafts', (handlers) =>
  Effect.gen(function* () {
    const { db } = yield* App;
    return handlers
      .handle('create', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const [row] = yield* promise(() =>
            db
              .insert(articles)
              .values({ userId: viewer.user.id, body: ['<p></p>'] })
              .returning(),
          );
          yield* promise(() => loadDraft(db, row!));
          return { data: { id: row!.id } };
        }),
      )
      .handle('get', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const article = yield* ownedArticle(db, viewer, params.id, false);
          return yield* answer(db, article);
        }),
      )
      .handle('save', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const article = yield* ownedArticle(db, viewer, params.id, true);
          // The browser sanitised already; the server never trusts it (same options, shared/domain).
          const body = payload.article.body.map(sanitizeParagraph);
          const line = payload.article.payArticleLine ?? -1;
          // A draft may keep the marker anywhere, even after the last paragraph; publish checks it.
          if (line < -1 || line > body.length) {
            return yield* invalid('payArticleLine', 'must point at a paragraph or be -1');
          }
          yield* promise(() => loadDraft(db, article));
          yield* promise(() =>
            db
              .update(articleDrafts)
              .set({
                title: trimTitle(payload.article.title),
                body: body.length === 0 ? ['<p></p>'] : body,
                payArticleLine: line,
                updatedAt: new Date(),
              })
              .where(eq(articleDrafts.articleId, article.id)),
          );
          // A never-published article has no readers: keep its live columns equal to the draft so
          // lists of the author's own articles show the current title.
          if (article.status !== 'published') {
            yield* promise(() =>
              db
                .update(articles)
                .set({ title: trimTitle(payload.article.title), updatedAt: new Date() })
                .where(eq(articles.id, article.id)),
            );
          }
          return yield* answer(db, article);
        }),
      )
      .handle('reset', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const article = yield* ownedArticle(db, viewer, params.id, true);
          yield* promise(() => loadDraft(db, article));
          yield* promise(() =>
            db
              .update(articleDrafts)
              .set({
                title: article.title,
                body: article.body.length ? article.body : ['<p></p>'],
                payArticleLine: article.payArticleLine,
                updatedAt: new Date(),
              })
              .where(eq(articleDrafts.articleId, article.id)),
          );
          return yield* answer(db, article);
        }),
      )
      .handle('publish', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const article = yield* ownedArticle(db, viewer, params.id, true);
          const draft = yield* promise(() => loadDraft(db, article));
          const problem = publishProblem(payload, draft.body, draft.title);
          if (problem) return yield* invalid(problem.field, problem.reason);
          if (payload.category != null) {
            const [category] = yield* promise(() =>
              db.select().from(categories).where(eq(categories.id, payload.category!)),
            );
            if (!category) return yield* invalid('category', 'no such category');
          }
          const tags = [...new Set((payload.tags ?? []).map(normalizeTag).filter(Boolean))];
          const now = new Date();
          const reserve = payload.reservePublishType === 'reserve';
          if (reserve && article.status === 'published')
            return yield* invalid('reservePublishType', 'only a first publication can be reserved');
          const reservedAt = reserve ? yield* reservedTime(payload.publishedAt ?? null, now) : null;
          // Already live: the new version waits beside the live one (./revisions.ts), readers keep theirs.
          const live = article.status === 'published';
          // The version being published, as stored: beside the live one (revision) or as the article itself.
          const version = {
            title: draft.title,
            body: draft.body,
            payArticleLine: payload.payArticleLine,
            price: payload.price,
            salesCount: payload.isSalesUnlimited ? 0 : payload.salesCount,
            isSalesUnlimited: payload.isSalesUnlimited,
            affiliateRateBp: rateToBp(payload.affiliateRate),
            affiliatableOnlyPurchaser: payload.affiliatableOnlyPurchaser,
            categoryId: payload.category ?? null,
          };
          yield* promise(() =>
            db.transaction(async (tx) => {
              if (live) {
                await saveRevision(tx, {
                  articleId: article.id,
                  ...version,
                  tags,
                });
                await tx
                  .update(articles)
                  .set({ inspectStatus: 'review', updatedAt: now })
                  .where(eq(articles.id, article.id));
              } else {
                await tx
                  .update(articles)
                  .set({
                    ...version,
                    reservePublishType: payload.reservePublishType ?? null,
                    // First publication: the reserved time, or none (approval then publishes at once).
                    ...(article.status === 'published'
                      ? {}
                      : { publishedAt: reservedAt, publishAnnouncedAt: null }),
                    ...searchColumns(draft.title, draft.body, payload.payArticleLine),
                    inspectStatus: 'review',
                    updatedAt: now,
                  })
                  .where(eq(articles.id, article.id));
              }
              await tx
                .update(articleDrafts)
                .set({ payArticleLine: payload.payArticleLine, updatedAt: now })
                .where(eq(articleDrafts.articleId, article.id));
              await tx
                .insert(articleReviews)
                .values({ articleId: article.id, decision: 'requested', userId: viewer.user.id });
            }),
          );
          if (!live) yield* promise(() => setTags(db, article.id, tags));
          const [fresh] = yield* promise(() => db.select().from(articles).where(eq(articles.id, article.id)));
          return yield* answer(db, fresh!);
        }),
      )
      .handle('setPublishedAt', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const article = yield* ownedArticle(db, viewer, params.id, true);
          const now = new Date();
          const at = yield* reservedTime(payload.publishedAt, now);
          // Conditional: an article already readable keeps its date (lists page by it).
          const [saved] = yield* promise(() =>
            db
              .update(articles)
              .set({
                publishedAt: at,
                reservePublishType: 'reserve',
                publishAnnouncedAt: null,
                updatedAt: now,
              })
              .where(
                and(
                  eq(articles.id, article.id),
                  or(
                    isNull(articles.publishedAt),
                    gt(articles.publishedAt, now),
                    ne(articles.status, 'published'),
                    eq(articles.inspectStatus, 'review'),
                  ),
                ),
              )
              .returning(),
          );
          if (!saved) return yield* alreadyPublic();
          return yield* answer(db, saved);
        }),
      );
  }),
);
