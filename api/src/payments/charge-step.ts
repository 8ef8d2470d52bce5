// The charge step, ONE for every item an order can pay for (an article: ./checkout.ts; a tip:
// ../tips/checkout.ts; a magazine: ../magazines/checkout.ts). Each checkout decides its rules and opens
// its order row; from then on the money path is the same, so it is written once here:
//   1. checkoutFaults.beforeCharge (tests: a crash with the order written, nothing charged)
//   2. provider.charge (with the returnPath a redirect method brings the buyer back to)
//   3. the `charges` metric (its outcome, or 'error' when the provider threw)
//   4. declined → order failed, 402 card_declined; voucher (konbini) → pending until paid at a store
//      (voucher.ts holdForVoucher); challenge (3-D Secure, or PayPay's redirectUrl) → pending
//   5. succeeded → checkoutFaults.afterCharge → completePaidOrder (one transaction per kind, settle.ts)
// And one answer (chargeAnswer) for the three charge endpoints (contract ChargeResult).
import { charges } from '../metrics';
import { cardDeclined } from '../purchases/errors';
import type { RecordedPurchase, SaleArticle } from '../purchases/record';
import { setOrderStatus, type OrderRow } from './orders';
import type { KonbiniVoucher } from './provider';
import { paymentProvider } from './sandbox';
import { completePaidOrder, type Services } from './settle';
import { holdForVoucher } from './voucher';

/**
 * Test hooks where a crash matters; a test makes one throw to stand for a crash there. Never set outside
 * tests. beforeOrderRow: in the order's transaction, the card token taken, the order not yet written
 * (all of it rolls back). beforeCharge: the order (and its reserved copy) written, nothing charged.
 * afterCharge: the money is taken, nothing recorded.
 */
export const checkoutFaults: {
  beforeOrderRow: ((key: string) => void) | null;
  beforeCharge: ((orderId: string) => void) | null;
  afterCharge: ((orderId: string) => void) | null;
} = { beforeOrderRow: null, beforeCharge: null, afterCharge: null };

export type PendingCharge = {
  status: 'pending';
  order: OrderRow;
  /** The 3-D Secure challenge page for the dialog's frame ('' for a voucher or a redirect method). */
  html: string;
  /** A redirect method (PayPay): the whole window goes here. */
  redirectUrl?: string;
  /** konbini: the voucher to pay at a store (the order waits 支払い待ち). */
  voucher?: KonbiniVoucher;
};

export type ChargedOrder =
  { status: 'purchased'; order: OrderRow; recorded: RecordedPurchase | null } | PendingCharge;

export interface ChargeRequest {
  token: string;
  kind: 'charge' | 'stored_card';
  /** Where a redirect method (PayPay) brings the buyer back: a safeReturnPath (the contract checks it). */
  returnPath?: string | undefined;
  /** An article as its checkout read it before charging (allows the one-statement purchase). */
  expected?: SaleArticle;
}

/** Charges the order just opened (status `created`) and settles what the provider answered. */
export async function chargeOrder(
  services: Services,
  order: OrderRow,
  request: ChargeRequest,
): Promise<ChargedOrder> {
  const { db } = services;
  const provider = paymentProvider(db);
  checkoutFaults.beforeCharge?.(order.id);
  const outcome = await provider
    .charge({
      orderId: order.id,
      token: request.token,
      amount: order.amount,
      allowChallenge: request.kind === 'charge',
      ...(request.returnPath ? { returnPath: request.returnPath } : {}),
    })
    .catch((error: unknown) => {
      charges.inc({ provider: provider.name, outcome: 'error' });
      throw error;
    });
  charges.inc({ provider: provider.name, outcome: outcome.kind });
  if (outcome.kind === 'declined') {
    await setOrderStatus(db, order.id, 'failed', outcome);
    throw cardDeclined(outcome.code, outcome.message);
  }
  const pending = { ...order, status: 'pending' };
  if (outcome.kind === 'voucher') {
    // The order waits for the store payment; a limited article's copy stays held (tips and magazines
    // hold none), payment_intent.succeeded records it through completePaidOrder like any other.
    await holdForVoucher(services, order, outcome.voucher);
    return { status: 'pending', order: pending, html: '', voucher: outcome.voucher };
  }
  if (outcome.kind === 'challenge') {
    await setOrderStatus(db, order.id, 'pending');
    const { html, redirectUrl } = outcome;
    return { status: 'pending', order: pending, html, ...(redirectUrl ? { redirectUrl } : {}) };
  }
  checkoutFaults.afterCharge?.(order.id);
  const recorded = await completePaidOrder(services, order, request.expected);
  return { status: 'purchased', order: { ...order, status: 'purchased' }, recorded };
}

/** The contract's ChargeResult for any checkout's answer (article, tip, magazine: one shape). */
export function chargeAnswer(result: { status: 'purchased'; order: OrderRow } | PendingCharge) {
  const pending = result.status === 'pending' ? result : null;
  return {
    veritransOrderId: result.order.id,
    // A voucher (konbini) and a redirect method have no challenge page.
    dddSecureHtmlStr: pending?.html ? pending.html : null,
    status: result.status,
    redirectUrl: pending?.redirectUrl ?? null,
    voucher: pending?.voucher
      ? { ...pending.voucher, expiresAt: pending.voucher.expiresAt.toISOString() }
      : null,
  };
}
