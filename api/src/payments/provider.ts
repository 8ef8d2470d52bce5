// The card processor behind purchases. The built-in sandbox (sandbox.ts) is the default; the Stripe
// provider (stripe/provider.ts: PaymentIntents + webhooks) implements the same interface and is chosen by
// PAYMENT_PROVIDER when the server starts (selectPaymentProvider; sandbox.ts paymentProvider answers it).
import type { CheckedCard } from '@shirube/domain';
import type { Database } from '../db/open';

export interface CardInfo {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A konbini voucher (Stripe next_action.konbini_display_details): paid at a store before `expiresAt`. */
export interface KonbiniVoucher {
  expiresAt: Date;
  hostedVoucherUrl: string | null;
  /** familymart, lawson, ministop, seicomart: the numbers the buyer gives at that chain. */
  stores: Array<{ chain: string; paymentCode: string; confirmationNumber: string | null }>;
}

export type ChargeOutcome =
  | { kind: 'succeeded' }
  /** A voucher method (konbini): nothing paid yet; the order waits (支払い待ち) until paid or expired. */
  | { kind: 'voucher'; voucher: KonbiniVoucher }
  /** The issuer asks for 3-D Secure: `html` opens the challenge (the spec's ddd_secure_html_str). */
  | {
      kind: 'challenge';
      html: string;
      /** A redirect method (Stripe PayPay): the whole window goes here, not the dialog's frame. */
      redirectUrl?: string;
    }
  | { kind: 'declined'; code: string; message: string };

/** What the provider knows of one charge (keyed by our order id). */
export type ChargeState = 'captured' | 'requires_action' | 'declined' | 'voided' | 'refunded';
export interface ChargeRecord {
  state: ChargeState;
  amount: number;
  /** Why a declined charge was declined (card_declined, authentication_failed). */
  declineCode: string | null;
}

/** Why a one-time card token cannot be used by this user. */
export type TokenProblem = 'unknown' | 'used';

export interface PaymentProvider {
  /** Stored on orders and cards (e.g. 'sandbox'). */
  readonly name: string;
  /** What a token stands for; null when the provider does not know it. */
  describeToken(token: string): Promise<CardInfo | null>;
  /**
   * Takes a one-time token for `userId` (it must have created it) so it is never charged twice.
   * Answers null when taken, else why not (another user's token reads as unknown). With `tx` it runs in
   * that transaction: checkout takes the token in the one that writes the order (orders.ts openOrder),
   * so a crash between the two cannot leave it used without an order.
   */
  consumeToken(token: string, userId: number, tx?: Database): Promise<TokenProblem | null>;
  /** The truth about charge `orderId` (null = the provider never received it). Idempotent per order. */
  lookupCharge(orderId: string): Promise<ChargeRecord | null>;
  /** Authorise `amount` yen for `orderId`. `allowChallenge` false = stored card, no 3-D Secure. */
  charge(input: {
    orderId: string;
    token: string;
    amount: number;
    allowChallenge: boolean;
    /** Where a redirect method brings the buyer back once settled (a safeReturnPath; default `/`). */
    returnPath?: string;
  }): Promise<ChargeOutcome>;
  /** The card holder answered the 3-D Secure challenge of a pending order. */
  completeChallenge(
    orderId: string,
    approved: boolean,
  ): Promise<Exclude<ChargeOutcome, { kind: 'challenge' } | { kind: 'voucher' }>>;
  /** Release a charge we could not record (sold out, order closed by the reconciler, challenge expired). */
  voidCharge(orderId: string): Promise<void>;
  /** Give the buyer back `amount` yen of a captured order; answers the provider's refund reference. */
  refund(input: { orderId: string; amount: number }): Promise<{ reference: string }>;
  /** Our own token server (sandbox only: with Stripe the card goes to Stripe.js, never to us). */
  tokenize?(card: CheckedCard, userId: number): Promise<string>;
  /** Makes `token` reusable for `userId` before it is stored as the card (Stripe: attach to the Customer);
   *  answers why the processor refused the card, null when attached. */
  attachCard?(token: string, userId: number): Promise<{ code: string; message: string } | null>;
  /** The stored card `token` is deleted (Stripe: detach it from the Customer). */
  detachCard?(token: string): Promise<void>;
  /** The open voucher of a pending konbini order (null when it has none). */
  voucherOf?(orderId: string): Promise<KonbiniVoucher | null>;
  /** Where the card holder answers the open 3-D Secure challenge of `orderId` (Stripe: its next action). */
  resumeChallenge?(orderId: string): Promise<string | null>;
  /** The processor's word on dispute `providerRef` (disputes/reconcile.ts); null when it has none. */
  lookupDispute?(providerRef: string): Promise<'open' | 'won' | 'lost' | null>;
}

// The provider chosen for a database handle by the server that serves it (one per process in
// production; tests start one server per database).
const selected = new WeakMap<object, PaymentProvider>();
export function selectPaymentProvider(db: object, provider: PaymentProvider): void {
  selected.set(db, provider);
}
export const selectedPaymentProvider = (db: object): PaymentProvider | undefined => selected.get(db);
