// POST /v1/payment/stripe/webhook (issue 21): Stripe's events about our PaymentIntents, refunds and
// disputes (of an article's, a magazine's or a tip's order). Outside the JSON contract: the signature is over the raw body (Stripe-Signature, checked
// with the SDK's constructEvent and Stripe's documented 300 s tolerance); a bad one is 400 and changes
// nothing. Each event id is processed once: a stripe_events row is taken first (processed_at null) and
// marked when done; a failure releases it so Stripe's redelivery runs it again; a row held by a
// delivery still running (< 60 s) answers 409 so Stripe retries later.
import { webhookDeliveries } from '../../metrics';
import { ConflictError } from '@shirube/api-contract';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { HttpRouter } from 'effect/http';
import type Stripe from 'stripe';
import { clockOf } from '../../config';
import type { AppServices } from '../../context';
import { stripeEvents, stripePayments, tips } from '../../db/schema';
import { closeDispute, openDispute } from '../../disputes/disputes';
import { jsonResponse } from '../../http/plain-route';
import { refundPurchase } from '../../refunds/refund';
import { refundTip } from '../../tips/refund';
import { findOrder } from '../orders';
import { disputeOutcome, type StripeProvider } from './provider';
import { settleOrder } from './settle';

export const WEBHOOK_PATH = '/v1/payment/stripe/webhook';
const DASHBOARD_REFUND = 'Stripe の管理画面で返金';
export const SIGNATURE_TOLERANCE_S = 300;
const CLAIM_LEASE_MS = 60_000;

type Outcome = 'processed' | 'duplicate' | 'busy';

const idOf = (x: string | { id: string } | null | undefined) => (typeof x === 'string' ? x : (x?.id ?? null));

/** Takes event `id` for processing; answers why not when it cannot. */
async function claimEvent(services: AppServices, event: Stripe.Event): Promise<Outcome | null> {
  const { db } = services;
  const [taken] = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (taken) return null;
  // A claim left by a delivery that died is taken over after the lease.
  const lease = new Date(Date.now() - CLAIM_LEASE_MS);
  const [stale] = await db
    .update(stripeEvents)
    .set({ createdAt: new Date() })
    .where(
      and(eq(stripeEvents.id, event.id), isNull(stripeEvents.processedAt), lt(stripeEvents.createdAt, lease)),
    )
    .returning({ id: stripeEvents.id });
  if (stale) return null;
  const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
  return row?.processedAt ? 'duplicate' : 'busy';
}

/** Our order paid by PaymentIntent `intentId` (null when none was recorded). */
async function orderOfIntent(services: AppServices, intentId: string | null) {
  if (!intentId) return null;
  const [row] = await services.db
    .select({ orderId: stripePayments.orderId })
    .from(stripePayments)
    .where(eq(stripePayments.paymentIntentId, intentId));
  return row ? findOrder(services.db, row.orderId) : null;
}

/** Our purchase paid by PaymentIntent `intentId` (an article's or a magazine's; null for a tip or none). */
async function purchaseOfIntent(services: AppServices, intentId: string | null) {
  return (await orderOfIntent(services, intentId))?.purchaseId ?? null;
}

/** The paid tip of a tip order paid by PaymentIntent `intentId` (issue 37), else null. */
async function tipOfIntent(services: AppServices, intentId: string | null) {
  const order = await orderOfIntent(services, intentId);
  if (order?.itemKind !== 'tip') return null;
  const [tip] = await services.db
    .select({ id: tips.id })
    .from(tips)
    .where(and(eq(tips.orderId, order.id), isNotNull(tips.paidAt)));
  return tip?.id ?? null;
}

const alreadyDone = (error: unknown) => {
  if (!(error instanceof ConflictError)) throw error;
};

async function processEvent(services: AppServices, provider: StripeProvider, event: Stripe.Event) {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const orderId = event.data.object.metadata?.order_id;
      if (orderId) await settleOrder(services, orderId);
      return;
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      if (!charge.refunded) return; // partial: we only refund whole purchases
      const intentId = idOf(charge.payment_intent);
      const purchaseId = await purchaseOfIntent(services, intentId);
      const tipId = purchaseId === null ? await tipOfIntent(services, intentId) : null;
      if (purchaseId === null && tipId === null) return;
      // Our own refunds (admin, or a charge we could not record) carry our order id: recorded already.
      const refunds = await provider.stripe.refunds.list({ charge: charge.id, limit: 10 });
      const outside = refunds.data.find((r) => !r.metadata?.order_id);
      if (!outside) return;
      const settled = { reference: outside.id };
      // Reversed once: a second delivery (or an admin's refund) finds the refund row and is a 409.
      if (purchaseId !== null)
        await refundPurchase(services.db, purchaseId, DASHBOARD_REFUND, null, settled).catch(alreadyDone);
      else await refundTip(services.db, tipId!, DASHBOARD_REFUND, null, settled).catch(alreadyDone);
      return;
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      // Stripe's events arrive in any order: each carries the whole dispute, so either one records it
      // (openDispute: once per dispute id), and a closed one then settles it. A `created` arriving
      // after its `closed` finds the dispute recorded and closed, and holds nothing.
      const dispute = event.data.object;
      const intentId = idOf(dispute.payment_intent);
      const purchaseId = await purchaseOfIntent(services, intentId);
      const tipId = purchaseId === null ? await tipOfIntent(services, intentId) : null;
      const sale = purchaseId !== null ? { purchaseId } : tipId !== null ? { tipId } : null;
      if (!sale) return;
      await openDispute(services.db, {
        ...sale,
        provider: 'stripe',
        providerRef: dispute.id,
        amount: dispute.amount,
        reason: dispute.reason,
      });
      const outcome = disputeOutcome(dispute);
      if (event.type === 'charge.dispute.closed' && outcome !== 'open')
        await closeDispute(services.db, dispute.id, outcome, clockOf(services.config)());
      return;
    }
    default:
      return; // Not subscribed by our setup (README); acknowledged so Stripe stops sending it.
  }
}

export async function receiveEvent(
  services: AppServices,
  provider: StripeProvider,
  event: Stripe.Event,
): Promise<Outcome> {
  const problem = await claimEvent(services, event);
  if (problem) return problem;
  try {
    await processEvent(services, provider, event);
  } catch (error) {
    await services.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
  await services.db
    .update(stripeEvents)
    .set({ processedAt: new Date() })
    .where(eq(stripeEvents.id, event.id));
  return 'processed';
}

export const stripeWebhookRoute = (services: AppServices, provider: StripeProvider) =>
  HttpRouter.add('POST', WEBHOOK_PATH, (request) =>
    Effect.gen(function* () {
      const body = yield* request.text.pipe(Effect.orElseSucceed(() => ''));
      const signature = request.headers['stripe-signature'] ?? '';
      let event: Stripe.Event;
      try {
        event = provider.stripe.webhooks.constructEvent(
          body,
          signature,
          provider.config.webhookSecret,
          SIGNATURE_TOLERANCE_S,
        );
      } catch {
        webhookDeliveries.inc({ provider: 'stripe', result: 'invalid_signature' });
        return jsonResponse(400, {
          code: 'invalid_signature',
          message: 'Stripe-Signature does not match this body (or is older than 300 s)',
          field: 'stripe-signature',
        });
      }
      const outcome = yield* Effect.promise(() =>
        receiveEvent(services, provider, event).then(
          (result) => (webhookDeliveries.inc({ provider: 'stripe', result }), result),
          (error: unknown) => {
            webhookDeliveries.inc({ provider: 'stripe', result: 'error' });
            throw error;
          },
        ),
      );
      if (outcome === 'busy')
        return jsonResponse(409, {
          code: 'event_in_progress',
          message: 'This event is being processed; retry later',
        });
      return jsonResponse(200, { received: true, duplicate: outcome === 'duplicate' });
    }),
  );
