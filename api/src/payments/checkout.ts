// Buying an article by card: rules → order (idempotency) → provider charge → the purchase transaction.
// Shared by POST /v1/payment/veritrans/charge (new card, maybe 3-D Secure) and
// POST /v1/articles/{id}/purchase (stored card). Failures are thrown as the contract's error values.
import type { ArticleRecord } from '../articles/visibility';
import type { UserRow } from '../auth/tokens';
import { notFound } from '../auth/errors';
import { clockOf } from '../config';
import type { Database } from '../db/open';
import {
  alreadyPurchased,
  errorForCode,
  idempotencyConflict,
  cardTokenError,
  paymentInProgress,
  priceChanged,
  soldOut,
} from '../purchases/errors';
import { codeError, lookupDiscountCode, priceOf } from '../quick-edit/codes';
import { assertBuyable, readPurchaseView, type PurchaseView } from './buyable';
import { challengeHtml, paymentProvider } from './sandbox';
import {
  findOrderByKey,
  keyConflict,
  keyTaken,
  oneOffKey,
  openOrder,
  supersedePending,
  waitWhileCreated,
  type OrderRow,
} from './orders';
import { saleArticleOf } from '../purchases/sale-types';
import { isStale, reconcileOrder } from './reconcile';
import type { Services } from './settle';
import { NOT_STARTED, releaseKey, tokenNeverCharged } from './unstarted';
import { chargeOrder, checkoutFaults, type PendingCharge } from './charge-step';

export type CheckoutResult =
  | {
      status: 'purchased';
      order: OrderRow;
      /** A purchase made by this request: the article as it now stands for the buyer (no re-read).
       *  Absent on a replay (the route reads the article then). */
      bought?: { record: ArticleRecord; purchasedAt: Date };
    }
  | PendingCharge;

export interface CheckoutInput {
  buyer: UserRow;
  articleId: number;
  idempotencyKey: string | undefined;
  affiliateUid: string | null | undefined;
  token: string;
  saveCard: boolean;
  kind: 'charge' | 'stored_card';
  /** The discount code of the link the buyer came from (priced here, counted in recordPurchase). */
  code?: string | null | undefined;
  /** The yen the dialog showed (contract `expectedAmount`); another server price → 409 price_changed. */
  expectedAmount?: number | undefined;
  /** Where a redirect method (PayPay) brings the buyer back: a safeReturnPath (the contract checks it). */
  returnPath?: string | undefined;
  /** What the caller already read with readPurchaseView for this buyer, article and key. */
  view?: PurchaseView | null;
}

/** A request whose key already has an order answers from that order (never charges again) — or null when
 *  that order never reached the processor (NOT_STARTED): its key is released and the attempt starts over. */
export async function replay(
  services: Services,
  found: OrderRow,
  articleId: number | null,
  kind: string,
  /** A magazine's checkout (issue 37): the key must be this magazine's order. */
  magazineId: number | null = null,
): Promise<CheckoutResult | null> {
  if (
    found.itemKind === 'tip' ||
    found.articleId !== articleId ||
    found.magazineId !== magazineId ||
    found.kind !== kind
  )
    throw idempotencyConflict();
  return replayOrder(services, found);
}

/** The key's order answers (a tip's checkout, ../tips/checkout.ts, replays through this too). */
export async function replayOrder(services: Services, found: OrderRow): Promise<CheckoutResult | null> {
  // Open past its time-out (its request died): settle it now and answer the final state; else the
  // first request is still charging, wait briefly for its answer.
  const order = isStale(found, clockOf(services.config)())
    ? await reconcileOrder(services, found)
    : await waitWhileCreated(services.db, found);
  if (order.status === 'purchased') return { status: 'purchased', order };
  if (order.status === 'pending' && order.voucherExpiresAt) {
    const voucher = await paymentProvider(services.db).voucherOf?.(order.id);
    return { status: 'pending', order, html: '', ...(voucher ? { voucher } : {}) };
  }
  if (order.status === 'pending') {
    // A redirect method's (PayPay's) page again for the whole window; a card's challenge in the frame.
    const url =
      order.paymentMethod === 'card' ? null : await paymentProvider(services.db).resumeChallenge?.(order.id);
    return { status: 'pending', order, html: challengeHtml(order.id), ...(url ? { redirectUrl: url } : {}) };
  }
  if (order.status === 'failed') {
    // Released here or by a concurrent retry of the same key (which then holds it: openOrder says so).
    if (order.errorCode === NOT_STARTED) {
      await releaseKey(services.db, order);
      return null;
    }
    throw errorForCode(order.errorCode, order.errorMessage);
  }
  throw paymentInProgress();
}

export { checkoutFaults };

export async function checkout(services: Services, input: CheckoutInput): Promise<CheckoutResult> {
  const { db } = services;
  const key = input.idempotencyKey ?? oneOffKey();
  const view =
    input.view !== undefined ? input.view : await readPurchaseView(db, input.buyer.id, input.articleId, key);
  const earlier = view ? view.earlier : await findOrderByKey(db, input.buyer.id, key);
  if (earlier) {
    const answered = await replay(services, earlier, input.articleId, input.kind);
    if (answered) return answered;
  }
  if (!view) throw notFound('The article does not exist');

  const record = assertBuyable(input.buyer, view);
  const code = await lookupDiscountCode(db, input.articleId, input.code);
  if (code.problem) throw codeError(code.problem);
  // Fixed here: a later price change (quick edit) never alters an order already being paid.
  const amount = priceOf(record.article, code);
  // The buyer confirmed the amount the dialog showed; any other price is asked again, never charged.
  if (input.expectedAmount !== undefined && input.expectedAmount !== amount) throw priceChanged(amount);
  const provider = paymentProvider(db);
  const values = {
    userId: input.buyer.id,
    articleId: input.articleId,
    amount,
    discountCodeId: code.code?.id ?? null,
    provider: provider.name,
    kind: input.kind,
    idempotencyKey: key,
    affiliateUid: input.affiliateUid ?? null,
    cardToken: input.token,
    saveCard: input.saveCard,
  };
  const steps = {
    // A limited article: one copy reserved before any charge (a buyer who loses the race for the last
    // copies is answered sold_out and never charged). Unlimited: the one prepared insert.
    reserve: !record.article.isSalesUnlimited,
    // A new card's one-time token is taken in the transaction that writes the order.
    before:
      input.kind === 'charge'
        ? async (tx: Database) => {
            const problem = await provider.consumeToken(input.token, input.buyer.id, tx);
            // Used by a request with this very key that wrote its order meanwhile: answer from it.
            if (problem === 'used' && (await keyTaken(tx, input.buyer.id, key))) throw keyConflict();
            // Taken only by orders the processor never received: still the buyer's (issue 39 item 5).
            const reusable = problem === 'used' && (await tokenNeverCharged(tx, input.buyer.id, input.token));
            if (problem && !reusable) throw cardTokenError(problem);
            checkoutFaults.beforeOrderRow?.(key);
          }
        : undefined,
  };
  let order = await openOrder(db, values, steps);
  if (order === null) {
    // A new attempt replaces the buyer's unanswered 3-D Secure challenge for this article (it held the
    // one open order), then takes its place. Only asked when the insert met an open order: most
    // purchases have none, and this saves them a statement.
    const superseded = await supersedePending(db, input.buyer.id, input.articleId);
    for (const id of superseded) await provider.voidCharge(id);
    if (superseded.length > 0) order = await openOrder(db, values, steps);
  }
  if (order === 'sold_out') throw soldOut();
  // The buyer's own other attempt bought it since the read above: refused before any charge (issue 39).
  if (order === 'owned') throw alreadyPurchased();
  if (!order) {
    // Same key, same moment: the other request charges; answer with its outcome. Another key while
    // an attempt for this article is open (index payment_orders_one_open): in progress, nothing charged.
    const other = await findOrderByKey(db, input.buyer.id, key);
    const answered = other && (await replay(services, other, input.articleId, input.kind));
    if (!answered) throw paymentInProgress();
    return answered;
  }

  const charged = await chargeOrder(services, order, {
    token: input.token,
    kind: input.kind,
    returnPath: input.returnPath,
    expected: saleArticleOf(record.article),
  });
  if (charged.status === 'pending') return charged;
  const { recorded } = charged;
  if (!recorded?.purchasedAt) return { status: 'purchased', order: charged.order };
  // The record read before the charge, with the copy this sale took (a limited article's count).
  const article = { ...record.article, soldCount: recorded.soldCount };
  return {
    status: 'purchased',
    order: charged.order,
    bought: { record: { ...record, article }, purchasedAt: recorded.purchasedAt },
  };
}
