// Settling an order from Stripe's truth outside the buyer's request: the 3-D Secure return page and the
// payment_intent.* webhooks. A `created` order still inside its time-out belongs to its request (it is
// charging right now); past it, the reconciler's rule settles it. A pending (3-D Secure) order is taken
// with claimPendingOrder, so of the return page, the webhook and the reconciler only one records it.
import { clockOf } from '../../config';
import { completePaidOrder, type Services } from '../settle';
import { claimPendingOrder, findOrder, setOrderStatus, type OrderRow } from '../orders';
import { isStale, reconcileOrder } from '../reconcile';
import { paymentProvider } from '../sandbox';

/** sold_out / already_purchased are recorded on the order by completePaidOrder (the dialog polls them). */
const codeErrorsOnly = (error: unknown) => {
  if (!(error instanceof Error && 'code' in error)) throw error;
};

const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'The card was declined',
  authentication_failed: '3-D Secure authentication failed',
  // PayPay: the buyer did not approve at PayPay.
  payment_not_completed: 'The payment did not complete; nothing was charged',
  payment_expired: 'The konbini voucher expired unpaid',
};

export async function settleOrder(services: Services, orderId: string): Promise<OrderRow | null> {
  const { db } = services;
  const order = await findOrder(db, orderId);
  if (!order) return null;
  if (order.status === 'created')
    return isStale(order, clockOf(services.config)()) ? reconcileOrder(services, order) : order;
  if (order.status === 'failed' && order.voucherExpiresAt) {
    // Paid after we released it at the voucher's expiry (the store's payment reached Stripe after our
    // reconciler found it unpaid and cancelled it): its copy may be sold to someone else, so the money is
    // given back (Stripe's konbini refund: the buyer is emailed for a bank account), never kept.
    const late = await paymentProvider(db).lookupCharge(order.id);
    if (late?.state === 'captured') await paymentProvider(db).voidCharge(order.id);
    return order;
  }
  if (order.status !== 'pending') return order;
  const charge = await paymentProvider(db).lookupCharge(order.id);
  if (charge?.state === 'captured') {
    const open = await claimPendingOrder(db, order.id);
    if (open) await completePaidOrder(services, open).catch(codeErrorsOnly);
  } else if (charge?.state === 'declined') {
    const code = charge.declineCode ?? 'card_declined';
    const message = DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.card_declined!;
    await setOrderStatus(db, order.id, 'failed', { code, message });
  } else if (charge?.state === 'voided' || charge?.state === 'refunded') {
    await setOrderStatus(db, order.id, 'failed', {
      code: 'payment_not_completed',
      message: 'The payment did not complete; nothing was charged',
    });
  }
  // requires_action: the card holder has not answered yet (the reconciler expires it after 30 min).
  return (await findOrder(db, order.id)) ?? order;
}
