// PaymentProvider on Stripe PaymentIntents (issue 21). One PaymentIntent per order, in JPY (zero-decimal:
// amount = yen), our order id in its metadata and in the Idempotency-Key of every call for it.
//   charge: create (unconfirmed) → stripe_payments row → confirm. The row is written before any money
//     can move, so lookupCharge always finds a charge Stripe took (the reconciler settles from it).
//   new card: confirmed with return_url; 3-D Secure = next_action redirect_to_url, shown in the dialog's
//     frame, coming back to our return page (return-page.ts), settled there, by webhook or reconciler.
//   stored card: Customer + PaymentMethod. The buyer is at the dialog (a customer-initiated payment),
//     so it is confirmed ON-session with the return_url, like a new card: 3-D Secure when the issuer
//     asks. off_session declares a merchant-initiated payment (nobody present); we make none today.
//   Every intent names its payment methods (allowed_payment_method_types: the configured list): without it, API
//     2023-08-16+ applies the Dashboard's methods (automatic payment methods), and enabling one there
//     would reach our buyers unasked. The SDK's API version (2026-10-28.endive) no longer takes
//     `payment_method_types` (400 payment_method_types_no_longer_supported since 2026-09-30).
//   PayPay (STRIPE_PAYMENT_METHODS=card,paypay): a `paypay` PaymentMethod from the Payment Element, the
//     same intent and confirm; it answers requires_action redirect_to_url (PayPay's page) → our return
//     page, like 3-D Secure. A buyer who does not approve = payment_not_completed (not a card decline).
//     Never set up for later (PayPay is one-time): saveCard applies to cards only.
//   Konbini (STRIPE_PAYMENT_METHODS=…,konbini): a `konbini` PaymentMethod (name + email from the Payment
//     Element), the same intent; the confirm answers requires_action konbini_display_details = a voucher
//     (outcome `voucher`): the order waits 支払い待ち until payment_intent.succeeded (paid at a store) or
//     the voucher's expiry (payment_failed / the reconciler). Its refund is Stripe's hosted flow: Stripe
//     emails the buyer for a bank account (the Refund answers requires_action until then).
//   void: cancel (refund when it had already succeeded); refund: a Refund of the PaymentIntent.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/open';
import {
  magazines,
  paymentOrders,
  stripeCustomers,
  stripePayments,
  stripeUsedPaymentMethods,
} from '../../db/schema';
import { findOrder, type OrderRow } from '../orders';
import type { ChargeOutcome, ChargeRecord, KonbiniVoucher, PaymentProvider } from '../provider';
import { orderKey, stripeClient, type StripeConfig } from './client';

/** The PaymentIntent's description (the Dashboard, the buyer's receipt from Stripe): what the order pays for. */
async function describeOrder(db: Database, order: Pick<OrderRow, 'itemKind' | 'articleId' | 'magazineId'>) {
  if (order.itemKind === 'tip') return 'しるべ チップ';
  if (order.magazineId !== null) {
    const [m] = await db
      .select({ title: magazines.title })
      .from(magazines)
      .where(eq(magazines.id, order.magazineId));
    return `しるべ マガジン「${m?.title ?? order.magazineId}」`;
  }
  return `しるべ 記事 #${order.articleId}`;
}

export const returnPath = (orderId: string) => `/v1/payment/stripe/return/${encodeURIComponent(orderId)}`;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The ddd_secure_html_str for Stripe: opens the issuer's page Stripe names (same frame, no script). */
export function stripeChallengeHtml(url: string): string {
  const u = attr(url);
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>3-D Secure</title><meta http-equiv="refresh" content="0;url=${u}"></head><body><p><a href="${u}">本人認証（3-D Secure）へ進む</a></p></body></html>`;
}

const DECLINED = (message = 'The card was declined') =>
  ({ kind: 'declined', code: 'card_declined', message }) as const;
const AUTH_FAILED = {
  kind: 'declined',
  code: 'authentication_failed',
  message: '3-D Secure authentication failed',
} as const;

/** Stripe's word for a failed 3-D Secure (last_payment_error.code). */
const isAuthFailure = (code: string | undefined | null) => code === 'payment_intent_authentication_failure';

/** A redirect method (PayPay) the buyer left unapproved: not a card decline, nothing was charged. */
const NOT_COMPLETED = {
  kind: 'declined',
  code: 'payment_not_completed',
  message: 'The payment did not complete; nothing was charged',
} as const;
const isCardPayment = (error: Stripe.PaymentIntent.LastPaymentError | null | undefined) =>
  !error?.payment_method || error.payment_method.type === 'card';

/** Our code for a PaymentIntent that was confirmed and failed. */
function declineCodeOf(error: Stripe.PaymentIntent.LastPaymentError): string {
  // A konbini voucher nobody paid before it expired.
  if (error.code === 'payment_intent_payment_attempt_expired') return 'payment_expired';
  if (!isCardPayment(error)) return NOT_COMPLETED.code;
  return isAuthFailure(error.code) ? 'authentication_failed' : 'card_declined';
}

/** The PaymentIntent as our charge states (what lookupCharge answers). */
export function chargeStateOf(intent: Stripe.PaymentIntent): ChargeRecord | null {
  const error = intent.last_payment_error;
  switch (intent.status) {
    case 'succeeded': {
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      const refunded = charge ? charge.amount_refunded >= charge.amount : false;
      return { state: refunded ? 'refunded' : 'captured', amount: intent.amount, declineCode: null };
    }
    case 'requires_action':
      return { state: 'requires_action', amount: intent.amount, declineCode: null };
    case 'canceled':
      return { state: 'voided', amount: intent.amount, declineCode: null };
    case 'requires_payment_method':
      // Confirmed and failed (declined or 3-D Secure failed); without an error it was never confirmed.
      if (!error) return null;
      return { state: 'declined', amount: intent.amount, declineCode: declineCodeOf(error) };
    default:
      // requires_confirmation: never confirmed; processing/requires_capture do not occur for our cards.
      return null;
  }
}

/** A konbini PaymentIntent's voucher (next_action.konbini_display_details), as our KonbiniVoucher. */
export function voucherOfIntent(intent: Stripe.PaymentIntent): KonbiniVoucher | null {
  const details = intent.status === 'requires_action' ? intent.next_action?.konbini_display_details : null;
  if (!details) return null;
  const stores = Object.entries(details.stores ?? {}).flatMap(([chain, store]) =>
    store && typeof store === 'object' && 'payment_code' in store && store.payment_code
      ? [{ chain, paymentCode: store.payment_code, confirmationNumber: store.confirmation_number ?? null }]
      : [],
  );
  return {
    expiresAt: new Date(details.expires_at * 1000),
    hostedVoucherUrl: details.hosted_voucher_url ?? null,
    stores,
  };
}

/** `wholeWindow`: a redirect method (PayPay), whose page the buyer opens in the whole window (Stripe's
 *  documented flow; PayPay's page and app refuse a frame), not the dialog's 3-D Secure frame. */
function outcomeOf(intent: Stripe.PaymentIntent, wholeWindow: boolean): ChargeOutcome {
  if (intent.status === 'succeeded') return { kind: 'succeeded' };
  const voucher = voucherOfIntent(intent);
  if (voucher) return { kind: 'voucher', voucher };
  const url = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && url)
    return {
      kind: 'challenge',
      html: stripeChallengeHtml(url),
      ...(wholeWindow ? { redirectUrl: url } : {}),
    };
  if (intent.last_payment_error && !isCardPayment(intent.last_payment_error)) return NOT_COMPLETED;
  if (isAuthFailure(intent.last_payment_error?.code)) return AUTH_FAILED;
  if (intent.status === 'requires_payment_method') return DECLINED(intent.last_payment_error?.message);
  throw new Error(`PaymentIntent ${intent.id} is ${intent.status}: not a state a card charge answers`);
}

/** A Stripe dispute as our three states: warning_closed (an inquiry that never became a chargeback)
 *  ends the hold like won; every needs_response / under_review state is still open. */
export function disputeOutcome(dispute: Pick<Stripe.Dispute, 'status'>): 'open' | 'won' | 'lost' {
  if (dispute.status === 'lost') return 'lost';
  if (dispute.status === 'won' || dispute.status === 'warning_closed') return 'won';
  return 'open';
}

const isCardError = (e: unknown): e is Stripe.errors.StripeCardError =>
  e instanceof Stripe.errors.StripeCardError;

export type StripeProvider = PaymentProvider & {
  readonly stripe: Stripe;
  readonly config: StripeConfig;
  /** The order's PaymentIntent id (null before its row exists). */
  intentOf(orderId: string): Promise<string | null>;
};

export function createStripeProvider(
  db: Database,
  config: StripeConfig,
  /** The site the buyer's browser is on (SITE_URL): 3-D Secure comes back to `${siteUrl}/v1/…`. */
  siteUrl: string,
  stripe: Stripe = stripeClient(config),
): StripeProvider {
  const intentOf = async (orderId: string) => {
    const [row] = await db.select().from(stripePayments).where(eq(stripePayments.orderId, orderId));
    return row?.paymentIntentId ?? null;
  };

  /** The user's Customer, made once (the key makes a retried create answer the same Customer). */
  const customerFor = async (userId: number): Promise<string> => {
    const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
    if (row) return row.customerId;
    const customer = await stripe.customers.create(
      { metadata: { user_id: String(userId) } },
      { idempotencyKey: `shirube:customer:${userId}` },
    );
    await db.insert(stripeCustomers).values({ userId, customerId: customer.id }).onConflictDoNothing();
    const [now] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
    return now!.customerId;
  };

  /** Confirms on-session with our return page: the buyer is present (new card or stored card).
   *  `backTo` (a safeReturnPath from the contract) rides in the return_url's query: where the return
   *  page sends a buyer back from a redirect method; that page checks it again (anyone can write a URL). */
  const confirm = async (
    orderId: string,
    intent: Stripe.PaymentIntent,
    backTo: string | undefined,
  ): Promise<Stripe.PaymentIntent> => {
    const query = backTo ? `?${new URLSearchParams({ return_to: backTo }).toString()}` : '';
    try {
      return await stripe.paymentIntents.confirm(
        intent.id,
        { return_url: siteUrl + returnPath(orderId) + query },
        { idempotencyKey: orderKey(orderId, 'confirm') },
      );
    } catch (error) {
      if (!isCardError(error)) throw error;
      return error.payment_intent ?? (await stripe.paymentIntents.retrieve(intent.id));
    }
  };

  return {
    name: 'stripe',
    stripe,
    config,
    intentOf,
    async describeToken(token) {
      if (!/^pm_\w+$/.test(token)) return null;
      try {
        const pm = await stripe.paymentMethods.retrieve(token);
        if (!pm.card) return null;
        return {
          brand: pm.card.brand,
          last4: pm.card.last4,
          expMonth: pm.card.exp_month,
          expYear: pm.card.exp_year,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw error;
      }
    },
    async consumeToken(token, userId, tx = db) {
      // A PaymentMethod id from Stripe.js. Stripe itself refuses one attached to another Customer; here
      // it is taken once (a second charge with it is card_token_used), first come first served.
      if (!/^pm_\w+$/.test(token)) return 'unknown';
      const [taken] = await tx
        .insert(stripeUsedPaymentMethods)
        .values({ paymentMethodId: token, userId })
        .onConflictDoNothing()
        .returning({ id: stripeUsedPaymentMethods.paymentMethodId });
      if (taken) return null;
      const [row] = await tx
        .select({ userId: stripeUsedPaymentMethods.userId })
        .from(stripeUsedPaymentMethods)
        .where(eq(stripeUsedPaymentMethods.paymentMethodId, token));
      return row?.userId === userId ? 'used' : 'unknown';
    },
    async lookupCharge(orderId) {
      const id = await intentOf(orderId);
      if (!id) return null;
      return chargeStateOf(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    },
    async charge({ orderId, token, amount, allowChallenge, returnPath: backTo }) {
      const order = await findOrder(db, orderId);
      if (!order) throw new Error(`charge: no order ${orderId}`);
      const storedCard = !allowChallenge;
      const existing = await intentOf(orderId);
      let intent: Stripe.PaymentIntent;
      let method = order.paymentMethod;
      if (existing) intent = await stripe.paymentIntents.retrieve(existing);
      else {
        // The PaymentMethod's type is how the buyer pays (recorded on the order: history and receipts).
        method = (await stripe.paymentMethods.retrieve(token)).type;
        // A method this site does not offer (STRIPE_PAYMENT_METHODS; e.g. PayPay not enabled): Stripe would
        // refuse the confirm with a 400 (not a decline); answered before any intent exists, nothing charged.
        if (!(config.methods as readonly string[]).includes(method))
          return {
            kind: 'declined',
            code: 'payment_method_not_offered',
            message: `Payment method ${method} is not offered here`,
          };
        if (method !== order.paymentMethod)
          await db.update(paymentOrders).set({ paymentMethod: method }).where(eq(paymentOrders.id, orderId));
        // Only a card is kept for later: PayPay is one-time (Stripe refuses setup_future_usage for it).
        const keep = order.saveCard && !storedCard && method === 'card';
        const customer = storedCard || keep ? await customerFor(order.userId) : undefined;
        intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: 'jpy',
            payment_method: token,
            allowed_payment_method_types: [...config.methods],
            ...(customer ? { customer } : {}),
            // A card the buyer asked to keep is set up for later purchases with the buyer present (the
            // only kind we make; Stripe: on_session when the customer is in the checkout flow).
            ...(keep ? { setup_future_usage: 'on_session' as const } : {}),
            metadata: {
              order_id: orderId,
              user_id: String(order.userId),
              item_kind: order.itemKind,
              ...(order.articleId === null ? {} : { article_id: String(order.articleId) }),
              ...(order.magazineId === null ? {} : { magazine_id: String(order.magazineId) }),
            },
            description: await describeOrder(db, order),
          },
          { idempotencyKey: orderKey(orderId, 'create') },
        );
        await db.insert(stripePayments).values({ orderId, paymentIntentId: intent.id }).onConflictDoNothing();
      }
      if (
        intent.status === 'requires_confirmation' ||
        (intent.status === 'requires_payment_method' && !intent.last_payment_error)
      )
        intent = await confirm(orderId, intent, backTo);
      return outcomeOf(intent, method !== 'card');
    },
    async completeChallenge(orderId) {
      // Stripe, not our page, asked the card holder: its PaymentIntent is the answer.
      const id = await intentOf(orderId);
      const intent = id ? await stripe.paymentIntents.retrieve(id) : null;
      if (intent?.status === 'succeeded') return { kind: 'succeeded' };
      if (intent?.last_payment_error && !isCardPayment(intent.last_payment_error)) return NOT_COMPLETED;
      if (
        intent &&
        !isAuthFailure(intent.last_payment_error?.code) &&
        intent.status === 'requires_payment_method'
      )
        return DECLINED(intent.last_payment_error?.message);
      return AUTH_FAILED;
    },
    async voidCharge(orderId) {
      const id = await intentOf(orderId);
      if (!id) return;
      const intent = await stripe.paymentIntents.retrieve(id);
      if (intent.status === 'succeeded') {
        // Money taken for an order we could not record: given back in full.
        await stripe.refunds.create(
          { payment_intent: id, reason: 'requested_by_customer', metadata: { order_id: orderId } },
          { idempotencyKey: orderKey(orderId, 'void-refund') },
        );
      } else if (intent.status !== 'canceled') {
        await stripe.paymentIntents.cancel(
          id,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: orderKey(orderId, 'cancel') },
        );
      }
    },
    async refund({ orderId, amount }) {
      const id = await intentOf(orderId);
      if (!id) throw new Error(`refund: order ${orderId} has no PaymentIntent`);
      const refund = await stripe.refunds.create(
        { payment_intent: id, amount, reason: 'requested_by_customer', metadata: { order_id: orderId } },
        { idempotencyKey: orderKey(orderId, 'refund') },
      );
      return { reference: refund.id };
    },
    async attachCard(token, userId) {
      const customer = await customerFor(userId);
      try {
        await stripe.paymentMethods.attach(
          token,
          { customer },
          { idempotencyKey: `shirube:attach:${token}` },
        );
        return null;
      } catch (error) {
        if (isCardError(error)) return DECLINED(error.message);
        throw error;
      }
    },
    async voucherOf(orderId) {
      const id = await intentOf(orderId);
      return id ? voucherOfIntent(await stripe.paymentIntents.retrieve(id)) : null;
    },
    async resumeChallenge(orderId) {
      const id = await intentOf(orderId);
      const intent = id ? await stripe.paymentIntents.retrieve(id) : null;
      return intent?.status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null;
    },
    async lookupDispute(providerRef) {
      try {
        return disputeOutcome(await stripe.disputes.retrieve(providerRef));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw error;
      }
    },
    async detachCard(token) {
      await stripe.paymentMethods.detach(token).catch((error: unknown) => {
        // Already detached (or deleted in the Dashboard): nothing left to do.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      });
    },
  };
}
