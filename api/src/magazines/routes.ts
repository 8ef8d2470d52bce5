// Magazines (issue 37): the author's management (owner only; 404 for anyone else, like drafts) and the
// public reads. Field checks are @shirube/domain magazineProblems with a Japanese reason per field.
import { ShirubeApi, type MagazinePayload } from '@shirube/api-contract';
import { magazineProblems, rateToBp, type MagazineProblem } from '@shirube/domain';
import { magazineMessages } from '@shirube/i18n';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { forbidden, invalid, invalidFields, notFound } from '../auth/errors';
import type { Viewer } from '../auth/tokens';
import { optionalViewer, requireViewer } from '../auth/viewer';
import { App } from '../context';
import type { Database } from '../db/open';
import { users } from '../db/schema';
import { findCard } from '../payments/cards';
import { chargeAnswer } from '../payments/charge-step';
import { attempt } from '../payments/attempt';
import { noCard } from '../purchases/errors';
import { affiliateUidForRequest } from '../analytics/attribution';
import { checkoutMagazine } from './checkout';
import { presentMagazine, presentMagazineSummary } from './present';
import {
  findMagazine,
  insertMagazine,
  issueMagazineLink,
  magazinePurchasedAt,
  magazinesHolding,
  magazinesOf,
  searchMagazines,
  setMagazineArticles,
  stopSelling,
  updateMagazine,
  type ArticlesProblem,
  type MagazineValues,
} from './store';

const promise = <A>(f: () => Promise<A>) => Effect.promise(f);
const japanese = (field: string, reason: string) =>
  (magazineMessages as Record<string, string>)[`magazine.problem.${field}.${reason}`] ?? reason;

/** The payload as stored values, or every broken field (400 `validation`, reasons in Japanese). */
function valuesOf(p: MagazinePayload): MagazineValues | ReturnType<typeof invalidFields> {
  const rate = p.affiliateRate ?? 0;
  const v: MagazineValues = {
    title: p.title.trim(),
    description: p.description ?? '',
    price: p.price,
    affiliateRateBp: Number.isFinite(rate) ? rateToBp(rate) : NaN,
    affiliatableOnlyPurchaser: p.affiliatableOnlyPurchaser ?? false,
  };
  const problems: MagazineProblem[] = magazineProblems(v);
  if (problems.length === 0) return v;
  return invalidFields(problems.map((x) => ({ field: x.field, reason: japanese(x.field, x.reason) })));
}
const articlesError = (problem: ArticlesProblem) =>
  invalidFields([{ field: 'articleIds', reason: japanese('articleIds', problem) }]);

/** The viewer's own magazine (deleted ones too: the author still sees them); 404 otherwise. */
const owned = (db: Database, viewer: Viewer, id: number) =>
  Effect.gen(function* () {
    const record = yield* promise(() => findMagazine(db, id));
    if (!record || record.magazine.userId !== viewer.user.id) {
      return yield* notFound('The magazine does not exist');
    }
    return record;
  });

export const MagazinesRoutes = HttpApiBuilder.group(ShirubeApi, 'magazines', (handlers) =>
  Effect.gen(function* () {
    const services = yield* App;
    const { db } = services;
    const answer = (id: number, viewer: Viewer['user'] | null) =>
      Effect.gen(function* () {
        const record = yield* promise(() => findMagazine(db, id));
        if (!record) return yield* notFound('The magazine does not exist');
        return { data: yield* promise(() => presentMagazine(db, record, viewer)) };
      });
    return handlers
      .handle('create', ({ payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const values = valuesOf(payload);
          if (!('title' in values)) return yield* values;
          const id = yield* promise(() => insertMagazine(db, viewer.user.id, values));
          return yield* answer(id, viewer.user);
        }),
      )
      .handle('update', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          yield* owned(db, viewer, params.id);
          const values = valuesOf(payload);
          if (!('title' in values)) return yield* values;
          yield* promise(() => updateMagazine(db, params.id, values));
          return yield* answer(params.id, viewer.user);
        }),
      )
      .handle('remove', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          yield* owned(db, viewer, params.id);
          yield* promise(() => stopSelling(db, params.id));
          return { data: { id: params.id } };
        }),
      )
      .handle('setArticles', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const record = yield* owned(db, viewer, params.id);
          const problem = yield* promise(() => setMagazineArticles(db, record.magazine, payload.articleIds));
          if (problem) return yield* articlesError(problem);
          return yield* answer(params.id, viewer.user);
        }),
      )
      .handle('charge', ({ params, payload, headers, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const stored = payload.useStoredCard === true;
          const card = stored ? yield* promise(() => findCard(db, viewer.user.id)) : null;
          if (stored && !card) return yield* noCard();
          const token = card?.token ?? payload.token;
          if (!token) return yield* invalid('token', 'required unless useStoredCard');
          // The referral this purchase pays: server-side memory first, as for an article (analytics/attribution.ts).
          const affiliateUid = yield* promise(() =>
            affiliateUidForRequest(db, services.config, request, {
              buyerId: viewer.user.id,
              magazineId: params.id,
              carried: payload.affiliateUid,
            }),
          );
          const result = yield* attempt(() =>
            checkoutMagazine(services, {
              buyer: viewer.user,
              magazineId: params.id,
              idempotencyKey: headers['idempotency-key'],
              affiliateUid,
              token,
              saveCard: !stored && payload.saveCard === true,
              kind: stored ? 'stored_card' : 'charge',
              expectedAmount: payload.expectedAmount,
              returnPath: payload.returnPath,
            }),
          );
          return { data: chargeAnswer(result) };
        }),
      )
      .handle('shareLink', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const record = yield* promise(() => findMagazine(db, params.id));
          if (!record || record.magazine.deletedAt) return yield* notFound('The magazine does not exist');
          const m = record.magazine;
          // Purchaser-only, as for articles: the author may always share their own.
          if (m.affiliatableOnlyPurchaser && m.userId !== viewer.user.id) {
            const bought = yield* promise(() => magazinePurchasedAt(db, m.id, viewer.user.id));
            if (!bought) return yield* forbidden('Only buyers of this magazine can refer it');
          }
          const code = yield* promise(() => issueMagazineLink(db, m.id, viewer.user.id));
          const url = `${services.config.siteUrl}/u/${record.author.account}/m/${m.id}?ref=${code}`;
          return { data: { url, affiliateUid: code } };
        }),
      )
      .handle('mine', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const rows = yield* promise(() => magazinesOf(db, viewer.user.id, false));
          return { data: rows.map(presentMagazineSummary) };
        }),
      )
      .handle('get', ({ params, request }) =>
        Effect.gen(function* () {
          const viewer = yield* optionalViewer(db, request);
          const record = yield* promise(() => findMagazine(db, params.id));
          if (!record) return yield* notFound('The magazine does not exist');
          const page = yield* promise(() => presentMagazine(db, record, viewer?.user ?? null));
          // One no longer on sale stays visible to its author and its buyers only.
          if (record.magazine.deletedAt && !page.isOwner && !page.isPurchased) {
            return yield* notFound('The magazine does not exist');
          }
          return { data: page };
        }),
      )
      .handle('ofUser', ({ params }) =>
        Effect.gen(function* () {
          const [user] = yield* promise(() =>
            db.select({ id: users.id }).from(users).where(eq(users.account, params.account)),
          );
          if (!user) return yield* notFound('The user does not exist');
          const rows = yield* promise(() => magazinesOf(db, user.id, true));
          return { data: rows.map(presentMagazineSummary) };
        }),
      )
      .handle('ofArticle', ({ params }) =>
        Effect.gen(function* () {
          const rows = yield* promise(() => magazinesHolding(db, params.id));
          return { data: rows.map(presentMagazineSummary) };
        }),
      )
      .handle('search', ({ query }) =>
        Effect.gen(function* () {
          const rows = yield* promise(() => searchMagazines(db, query.q));
          return { data: rows.map(presentMagazineSummary) };
        }),
      );
  }),
);
