// Where Stripe sends the card holder after 3-D Secure (the PaymentIntent's return_url), inside the
// purchase dialog's frame: the order is settled from the PaymentIntent and the sandbox challenge page's
// Japanese result is shown; the dialog learns the outcome by polling veritrans_status as always.
// An order paid by a redirect method (PayPay: payment_orders.payment_method ≠ card) came back in the
// whole window: redirect-return.ts answers it (back to the article, or why not).
import * as Effect from 'effect/Effect';
import { HttpRouter, type HttpServerRequest } from 'effect/http';
import type { AppServices } from '../../context';
import { notFoundPage, page, resultBody, WAITING } from '../challenge-page';
import { waitWhileCreated } from '../orders';
import { wholeWindowReturn } from './redirect-return';
import { settleOrder } from './settle';

const orderIdOf = (request: HttpServerRequest.HttpServerRequest) =>
  decodeURIComponent(new URL(request.url, 'http://x').pathname.split('/').pop() ?? '');

export const stripeReturnRoute = (services: AppServices) =>
  HttpRouter.add('GET', '/v1/payment/stripe/return/:orderId', (request) =>
    // When the payment_intent.succeeded webhook claimed the order first (Stripe races the two), its
    // completion is under way: wait for it (≤ 5 s) so the card holder sees the outcome, not 「確認しています」.
    Effect.promise(async () => {
      const order = await settleOrder(services, orderIdOf(request));
      return order && waitWhileCreated(services.db, order);
    }).pipe(
      Effect.map((order) => {
        if (!order) return notFoundPage();
        if (order.paymentMethod !== 'card') return wholeWindowReturn(order, request.url);
        // Not answered at Stripe yet: the dialog keeps polling (a claimed order reads WAITING too).
        if (order.status === 'pending') return page(WAITING);
        return page(resultBody(order));
      }),
    ),
  );
