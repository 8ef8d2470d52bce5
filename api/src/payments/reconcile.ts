// The order reconciler (issue 9 item 1): every payment order reaches a final state. An order still
// `created` after ORDER_TIMEOUT_MS (its request died between charge and record) or `pending` after
// CHALLENGE_TIMEOUT_MS (a 3-D Secure challenge nobody answered; a konbini voucher: after its
// voucher_expires_at, its copy held till then) is settled by asking the provider what
// happened to its charge: captured → the purchase transaction (or, when the article can no longer be
// bought, the charge is voided and the order fails); anything else → the order fails, nothing kept.
// Runs at API start and every RECONCILE_INTERVAL_MS; N processes share the work through the claim in
// orders.ts (SKIP LOCKED + updated_at lease), and recordPurchase's conditional order update makes a
// second settler of one order record nothing.
import { reconcilerSettlements } from '../metrics';
import { clockOf } from '../config';
import { completePaidOrder, type Services } from './settle';
import { claimPendingOrder, claimStaleOrders, findOrder, setOrderStatus, type OrderRow } from './orders';
import { paymentProvider } from './sandbox';
import { NOT_STARTED } from './unstarted';
import { periodicStarter } from '../scheduler/periodic';

export const ORDER_TIMEOUT_MS = 2 * 60_000;
export const CHALLENGE_TIMEOUT_MS = 30 * 60_000;
export const RECONCILE_BATCH = 50;

export const cutoffsAt = (now: Date) => ({
  created: new Date(now.getTime() - ORDER_TIMEOUT_MS),
  pending: new Date(now.getTime() - CHALLENGE_TIMEOUT_MS),
});

/** Whether an open order has outlived its time-out at `now`. */
export function isStale(
  order: Pick<OrderRow, 'status' | 'updatedAt'> & { voucherExpiresAt?: Date | null },
  now: Date,
): boolean {
  const cut = cutoffsAt(now);
  if (order.status === 'created') return order.updatedAt < cut.created;
  // A konbini voucher is answered at a store within days: open until it expires (claimStaleOrders too).
  if (order.status === 'pending' && order.voucherExpiresAt && order.voucherExpiresAt > now) return false;
  if (order.status === 'pending') return order.updatedAt < cut.pending;
  return false;
}

const fail = (services: Services, order: OrderRow, code: string, message: string) =>
  setOrderStatus(services.db, order.id, 'failed', { code, message });

/** Settles one open order from the provider's truth; answers the order as it stands afterwards. */
export async function reconcileOrder(services: Services, order: OrderRow): Promise<OrderRow> {
  const { db } = services;
  const provider = paymentProvider(db);
  const charge = await provider.lookupCharge(order.id);
  if (charge?.state === 'captured') {
    // Paid: record it (pending = the challenge was approved but its request died before recording).
    const open = order.status === 'pending' ? await claimPendingOrder(db, order.id) : order;
    if (open) {
      await completePaidOrder(services, open).catch((error: unknown) => {
        // sold_out / already_purchased: completePaidOrder voided the charge and failed the order.
        if (!(error instanceof Error && 'code' in error)) throw error;
      });
    }
  } else if (charge?.state === 'requires_action') {
    // Failed first, so the challenge page can no longer complete it; then the provider releases it.
    await fail(
      services,
      order,
      'payment_expired',
      order.voucherExpiresAt
        ? 'The konbini voucher expired unpaid'
        : 'The 3-D Secure challenge was not answered in time',
    );
    await provider.voidCharge(order.id);
  } else if (charge?.state === 'declined') {
    await fail(services, order, charge.declineCode ?? 'card_declined', 'The card was declined');
  } else if (!charge) {
    // The processor never received it (the request died between the order row and the charge): failed
    // as NOT_STARTED, so the same Idempotency-Key resumes and the card token is the buyer's again
    // (checkout.ts) — the buyer does not type the card a second time (issue 39 item 5).
    await fail(
      services,
      order,
      NOT_STARTED,
      'The payment never reached the card processor; nothing was charged',
    );
    // A charge that still arrives later finds the order failed and is voided by its own request.
    await provider.voidCharge(order.id);
  } else {
    // The provider gave the money back already: nothing to keep.
    await fail(services, order, 'payment_not_completed', 'The payment did not complete; nothing was charged');
    // A charge that still arrives later finds the order failed and is voided by its own request.
    await provider.voidCharge(order.id);
  }
  return (await findOrder(db, order.id)) ?? order;
}

export interface ReconcileReport {
  claimed: number;
  /** The orders this run settled. */
  ids: string[];
  purchased: number;
  failed: number;
}

/** One run: claims up to `limit` stale open orders and settles each. */
export async function reconcileStaleOrders(
  services: Services,
  options: { now?: Date; limit?: number } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? clockOf(services.config)();
  const claimed = await claimStaleOrders(services.db, cutoffsAt(now), options.limit ?? RECONCILE_BATCH, now);
  const report = { claimed: claimed.length, ids: claimed.map((o) => o.id), purchased: 0, failed: 0 };
  for (const order of claimed) {
    const settled = await reconcileOrder(services, order);
    if (settled.status === 'purchased') report.purchased += 1;
    if (settled.status === 'failed') report.failed += 1;
    reconcilerSettlements.inc({
      result: settled.status === 'purchased' || settled.status === 'failed' ? settled.status : 'open',
    });
  }
  return report;
}

/** At start and every `intervalMs` until stopped; runs never overlap within a process. */
export const startOrderReconciler = periodicStarter(
  'order reconciler',
  async (services: Services, _stopped, log) => {
    const report = await reconcileStaleOrders(services);
    if (report.claimed > 0) log('order reconciler:', JSON.stringify({ ...report, ids: undefined }));
  },
);
