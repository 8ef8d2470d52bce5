import { ShirubeApi, TooManyRequestsError } from '@shirube/api-contract';
import { eq } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { requireAdmin, requiredReason } from '../admin/routes';
import { invalid, notFound } from '../auth/errors';
import { requireViewer } from '../auth/viewer';
import { paymentConfig } from '../config';
import { App } from '../context';
import { users } from '../db/schema';
import { attempt } from '../payments/attempt';
import { findCard } from '../payments/cards';
import { chargeAnswer } from '../payments/charge-step';
import { noCard } from '../purchases/errors';
import { tipCheckout, type TipInput } from './checkout';
import { receivedTips, sentTips } from './queries';
import { refundTip } from './refund';

/** attempt (../payments/attempt.ts) plus the tip's own 429 `tip_limit`. */
const attemptTip = <A>(run: () => Promise<A>) =>
  attempt(async () => {
    try {
      return { ok: true as const, value: await run() };
    } catch (error) {
      if (error instanceof TooManyRequestsError) return { ok: false as const, error };
      throw error;
    }
  }).pipe(Effect.flatMap((r) => (r.ok ? Effect.succeed(r.value) : Effect.fail(r.error))));

export const TipsRoutes = HttpApiBuilder.group(ShirubeApi, 'tips', (handlers) =>
  Effect.gen(function* () {
    const services = yield* App;
    const { db } = services;
    const stripeMode = paymentConfig(services.config).provider === 'stripe';
    return handlers
      .handle('tip', ({ payload, headers, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const newCard = typeof payload.token === 'string' && payload.token !== '';
          // The stored card as for an article (../purchases/routes.ts): the sandbox's form asks for the
          // security code; with Stripe no card data reaches us, so a cvv is refused.
          if (!newCard) {
            if (stripeMode) {
              if (payload.cvv !== undefined)
                return yield* invalid(
                  'cvv',
                  'is not accepted with Stripe: no card data is sent to this site',
                );
            } else if (!/^\d{3,4}$/.test(payload.cvv ?? ''))
              return yield* invalid('cvv', 'must be 3 or 4 digits');
          }
          const card = newCard ? null : yield* Effect.promise(() => findCard(db, viewer.user.id));
          if (!newCard && !card) return yield* noCard();
          const input: TipInput = {
            tipper: viewer.user,
            recipientAccount: payload.recipientAccount,
            articleId: payload.articleId ?? null,
            amount: payload.amount,
            message: payload.message,
            anonymous: payload.anonymous === true,
            idempotencyKey: headers['idempotency-key'],
            token: newCard ? payload.token! : card!.token,
            saveCard: newCard && payload.saveCard === true,
            kind: newCard ? 'charge' : 'stored_card',
            returnPath: payload.returnPath,
          };
          const result = yield* attemptTip(() => tipCheckout(services, input));
          return { data: chargeAnswer(result) };
        }),
      )
      .handle('received', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: yield* Effect.promise(() => receivedTips(db, viewer.user.id)) };
        }),
      )
      .handle('sent', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: yield* Effect.promise(() => sentTips(db, viewer.user.id)) };
        }),
      )
      .handle('adminTips', ({ query, request }) =>
        Effect.gen(function* () {
          yield* requireAdmin(db, request);
          const account = query.account.trim().replace(/^@/, '');
          if (account === '') return yield* invalid('account', 'required');
          const [tipper] = yield* Effect.promise(() =>
            db.select({ id: users.id }).from(users).where(eq(users.account, account)),
          );
          if (!tipper) return yield* notFound('No user has this account', 'account');
          return { data: yield* Effect.promise(() => sentTips(db, tipper.id, 50)) };
        }),
      )
      .handle('refundTip', ({ params, payload, request }) =>
        Effect.gen(function* () {
          const admin = yield* requireAdmin(db, request);
          const reason = yield* requiredReason(payload);
          const r = yield* attempt(() => refundTip(db, params.id, reason, admin.user.id));
          return {
            data: {
              id: r.id,
              tipId: params.id,
              amount: r.amount,
              reason: r.reason,
              createdAt: r.createdAt.toISOString(),
            },
          };
        }),
      );
  }),
);
