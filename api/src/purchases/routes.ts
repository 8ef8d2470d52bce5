import { ShirubeApi } from '@shirube/api-contract';
import * as Effect from 'effect/Effect';
import { HttpApiBuilder } from 'effect/http-api';
import { loadArticle, purchasesOf } from '../articles/queries';
import { presentArticle } from '../articles/visibility';
import { invalid, notFound } from '../auth/errors';
import { requireViewer } from '../auth/viewer';
import { paymentConfig } from '../config';
import { App } from '../context';
import { affiliateUidForRequest } from '../analytics/attribution';
import { attempt } from '../payments/attempt';
import { findCard } from '../payments/cards';
import { readPurchaseView } from '../payments/buyable';
import { checkout } from '../payments/checkout';
import { oneOffKey } from '../payments/orders';
import { noCard } from './errors';
import { purchaseHistory } from './history';
import { ownPage } from '../http/own-rows';

export const PurchasesRoutes = HttpApiBuilder.group(ShirubeApi, 'purchases', (handlers) =>
  Effect.gen(function* () {
    const services = yield* App;
    const { db } = services;
    const stripeMode = paymentConfig(services.config).provider === 'stripe';
    return handlers
      .handle('history', ({ query, request }) =>
        ownPage(db, request, query.since, (userId, offset) => purchaseHistory(db, userId, offset)),
      )
      .handle('purchase', ({ params, payload, headers, request }) =>
        Effect.gen(function* () {
          const viewer = yield* requireViewer(db, request);
          // The sandbox's own form asks for the security code. With Stripe no card data reaches our
          // servers (PCI DSS SAQ A): a cvv is refused, not ignored, so a page that still collects one
          // is found at once (the issuer checks the card holder by 3-D Secure instead).
          if (stripeMode) {
            if (payload.cvv !== undefined)
              return yield* invalid('cvv', 'is not accepted with Stripe: no card data is sent to this site');
          } else if (!/^\d{3,4}$/.test(payload.cvv ?? ''))
            return yield* invalid('cvv', 'must be 3 or 4 digits');
          // One read for the card, the key's order and the article (payments/buyable.ts).
          const key = headers['idempotency-key'] ?? oneOffKey();
          const view = yield* Effect.promise(() => readPurchaseView(db, viewer.user.id, params.id, key));
          const card = view ? view.card : yield* Effect.promise(() => findCard(db, viewer.user.id));
          if (!card) return yield* noCard();
          // The referral this purchase pays: server-side memory first (analytics/attribution.ts).
          const affiliateUid = yield* Effect.promise(() =>
            affiliateUidForRequest(db, services.config, request, {
              buyerId: viewer.user.id,
              articleId: params.id,
              carried: payload.affiliateUid,
            }),
          );
          const result = yield* attempt(() =>
            checkout(services, {
              buyer: viewer.user,
              articleId: params.id,
              idempotencyKey: key,
              affiliateUid,
              token: card.token,
              saveCard: false,
              kind: 'stored_card',
              code: payload.code,
              expectedAmount: payload.expectedAmount,
              view,
            }),
          );
          if (result.status === 'pending') {
            // The issuer asked for 3-D Secure on the stored card (Stripe, on-session): the dialog runs
            // the challenge and polls as after a new card's charge; the article stays unbought for now.
            const record = yield* Effect.promise(() => loadArticle(db, params.id));
            if (!record) return yield* notFound('The article does not exist');
            return {
              data: presentArticle(record, { user: viewer.user, purchasedAt: null }),
              payment: {
                veritransOrderId: result.order.id,
                dddSecureHtmlStr: result.html,
                status: 'pending' as const,
              },
            };
          }
          // The buyer now passes the visibility gate: the full body. A purchase made just now answers
          // from what checkout read (no second read); a replayed one reads the article.
          if (result.status === 'purchased' && result.bought) {
            const { record, purchasedAt } = result.bought;
            return { data: presentArticle(record, { user: viewer.user, purchasedAt }) };
          }
          const record = yield* Effect.promise(() => loadArticle(db, params.id));
          if (!record) return yield* notFound('The article does not exist');
          const bought = yield* Effect.promise(() => purchasesOf(db, viewer.user.id, [params.id]));
          return {
            data: presentArticle(record, { user: viewer.user, purchasedAt: bought.get(params.id) ?? null }),
          };
        }),
      );
  }),
);
