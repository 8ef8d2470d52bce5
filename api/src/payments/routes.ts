import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { invalid, notFound } from '../auth/errors';
import { paymentConfig } from '../config';
import { cardDeclined, cardTokenError } from '../purchases/errors';
import { requireViewer } from '../auth/viewer';
import { App } from '../context';
import { affiliateUidForRequest } from '../analytics/attribution';
import { attempt } from './attempt';
import { checkCard } from '@shirube/domain';
import { deleteCard, findCard, noStoredCard, presentCard, storeCard } from './cards';
import { chargeAnswer } from './charge-step';
import { checkout } from './checkout';
import { findOrder } from './orders';
import { awaitingPayments } from './voucher';
import { paymentProvider } from './sandbox';

export const PaymentsRoutes = HttpApiBuilder.group(ShirubeApi, 'payments', (handlers) =>
  Effect.gen(function* () {
    const services = yield* App;
    const { db } = services;
    const provider = paymentProvider(db);
    const payment = paymentConfig(services.config);
    return handlers
      .handle('setup', () =>
        Effect.succeed({
          data: {
            provider: payment.provider,
            publishableKey: payment.provider === 'stripe' ? payment.publishableKey : null,
            paymentMethods: payment.provider === 'stripe' ? [...payment.methods] : [],
            wallets: payment.provider === 'stripe' && payment.wallets,
          },
        }),
      )
      .handle('tokenize', ({ payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const card = checkCard(payload);
          if ('field' in card) return yield* invalid(card.field, card.reason);
          const tokenize = provider.tokenize;
          // With Stripe the card number never reaches us: Stripe.js makes the token (a PaymentMethod).
          if (!tokenize) return yield* notFound('The card is entered in Stripe.js; this token server is off');
          const token = yield* Effect.promise(() => tokenize(card, viewer.user.id));
          const { brand, last4, expMonth, expYear } = card;
          return { status: 'success' as const, token, brand, last4, expMonth, expYear };
        }),
      )
      .handle('charge', ({ payload, headers, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          // The referral this purchase pays: server-side memory first (analytics/attribution.ts).
          const affiliateUid = yield* Effect.promise(() =>
            affiliateUidForRequest(db, services.config, request, {
              buyerId: viewer.user.id,
              articleId: payload.articleId,
              carried: payload.affiliateUid,
            }),
          );
          const result = yield* attempt(() =>
            checkout(services, {
              buyer: viewer.user,
              articleId: payload.articleId,
              idempotencyKey: headers['idempotency-key'],
              affiliateUid,
              token: payload.token,
              saveCard: payload.saveCard === true,
              kind: 'charge',
              code: payload.code,
              expectedAmount: payload.expectedAmount,
              returnPath: payload.returnPath,
            }),
          );
          return { data: chargeAnswer(result) };
        }),
      )
      .handle('orderStatus', ({ query, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const order = yield* Effect.promise(() => findOrder(db, query.order_id));
          if (!order || order.userId !== viewer.user.id) return yield* notFound('No such order');
          const status = order.status === 'purchased' || order.status === 'failed' ? order.status : 'pending';
          return {
            data: {
              isPurchased: status === 'purchased',
              veritransStatus: status,
              veritransRequestTime: order.createdAt.toISOString(),
              veritransResponseErrorMessage: order.errorMessage,
              veritransResponseErrorCode: order.errorCode,
            },
          };
        }),
      )
      .handle('konbiniVouchers', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const rows = yield* Effect.promise(() => awaitingPayments(db, viewer.user.id, new Date()));
          return {
            data: rows.map((row) => ({
              ...row,
              orderedAt: row.orderedAt.toISOString(),
              voucher: { ...row.voucher, expiresAt: row.voucher.expiresAt.toISOString() },
            })),
          };
        }),
      )
      .handle('card', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          return { data: presentCard(yield* Effect.promise(() => findCard(db, viewer.user.id))) };
        }),
      )
      .handle('saveCard', ({ payload, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const problem = yield* Effect.promise(() => provider.consumeToken(payload.token, viewer.user.id));
          if (problem) return yield* Effect.fail(cardTokenError(problem));
          const refused = provider.attachCard
            ? yield* attempt(() => provider.attachCard!(payload.token, viewer.user.id))
            : null;
          if (refused) return yield* Effect.fail(cardDeclined(refused.code, refused.message));
          const before = yield* Effect.promise(() => findCard(db, viewer.user.id));
          const info = yield* Effect.promise(() => storeCard(db, viewer.user.id, payload.token));
          // The card it replaced is released at the processor (Stripe: detached from the Customer).
          if (
            info &&
            before &&
            before.token !== payload.token &&
            before.provider === provider.name &&
            provider.detachCard
          )
            yield* Effect.promise(() => provider.detachCard!(before.token));
          if (!info) return yield* invalid('token', 'unknown card token; tokenise the card first');
          return { data: presentCard(info) };
        }),
      )
      .handle('deleteCard', ({ request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          const card = yield* Effect.promise(() => findCard(db, viewer.user.id));
          yield* Effect.promise(() => deleteCard(db, viewer.user.id));
          // Released at the processor too (Stripe: detached from the Customer); ours is gone either way.
          if (card && card.provider === provider.name && provider.detachCard)
            yield* Effect.promise(() => provider.detachCard!(card.token));
          return { data: noStoredCard };
        }),
      );
  }),
);
