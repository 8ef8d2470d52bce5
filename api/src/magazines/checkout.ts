// Buying a magazine by card (issue 37): the article checkout's steps (payments/checkout.ts) on the same
// order path — rules, order row (Idempotency-Key, one open order per buyer and magazine), then the one
// charge step (../payments/charge-step.ts: 3-D Secure, PayPay, konbini; ./record.ts via completePaidOrder).
// A magazine has no copies and no discount codes, so nothing is reserved.
import { magazineCharge, magazinePurchaseBlocker } from '@shirube/domain';
import { forbidden, invalid, notFound } from '../auth/errors';
import type { UserRow } from '../auth/tokens';
import type { Database } from '../db/open';
import { purchasesOf } from '../articles/queries';
import { chargeOrder, checkoutFaults } from '../payments/charge-step';
import { replay, type CheckoutResult } from '../payments/checkout';
import {
  findOrderByKey,
  keyConflict,
  keyTaken,
  oneOffKey,
  openOrder,
  supersedePending,
} from '../payments/orders';
import { paymentProvider } from '../payments/sandbox';
import type { Services } from '../payments/settle';
import { tokenNeverCharged } from '../payments/unstarted';
import { alreadyPurchased, cardTokenError, paymentInProgress, priceChanged } from '../purchases/errors';
import { findMagazine, magazineArticleRecords, magazinePurchasedAt } from './store';

export interface MagazineCheckoutInput {
  buyer: UserRow;
  magazineId: number;
  idempotencyKey: string | undefined;
  affiliateUid: string | null | undefined;
  token: string;
  saveCard: boolean;
  kind: 'charge' | 'stored_card';
  expectedAmount?: number | undefined;
  /** Where a redirect method (PayPay) brings the buyer back (the magazine's page): a safeReturnPath. */
  returnPath?: string | undefined;
}

function blockedError(blocker: NonNullable<ReturnType<typeof magazinePurchaseBlocker>>) {
  if (blocker === 'own_magazine') return forbidden('Authors cannot buy their own magazine');
  if (blocker === 'admin') return forbidden('Administrators cannot buy magazines');
  if (blocker === 'free') return invalid('magazineId', 'the magazine is free; there is nothing to buy');
  if (blocker === 'purchased') return alreadyPurchased();
  return notFound('The magazine is no longer on sale');
}

/** The amount this buyer pays and whether they own some articles already (the dialog says so first). */
export async function magazineQuote(services: Services, magazineId: number, buyerId: number) {
  const records = await magazineArticleRecords(services.db, magazineId);
  const owned = await purchasesOf(
    services.db,
    buyerId,
    records.map((r) => r.article.id),
  );
  return owned.size;
}

export async function checkoutMagazine(
  services: Services,
  input: MagazineCheckoutInput,
): Promise<CheckoutResult> {
  const { db } = services;
  const key = input.idempotencyKey ?? oneOffKey();
  const earlier = await findOrderByKey(db, input.buyer.id, key);
  if (earlier) {
    const answered = await replay(services, earlier, null, input.kind, input.magazineId);
    if (answered) return answered;
  }
  const record = await findMagazine(db, input.magazineId);
  if (!record) throw notFound('The magazine does not exist');
  const m = record.magazine;
  const blocker = magazinePurchaseBlocker({
    price: m.price,
    isOwner: m.userId === input.buyer.id,
    isAdmin: input.buyer.isAdmin,
    isPurchased: (await magazinePurchasedAt(db, m.id, input.buyer.id)) !== null,
    isOnSale: m.deletedAt === null,
  });
  if (blocker) throw blockedError(blocker);
  // Always the full price, also for a buyer who owns some of its articles (shared/domain).
  const { amount } = magazineCharge(m.price, await magazineQuote(services, m.id, input.buyer.id));
  if (input.expectedAmount !== undefined && input.expectedAmount !== amount) throw priceChanged(amount);

  const provider = paymentProvider(db);
  const values = {
    userId: input.buyer.id,
    itemKind: 'magazine' as const,
    articleId: null,
    magazineId: m.id,
    amount,
    provider: provider.name,
    kind: input.kind,
    idempotencyKey: key,
    affiliateUid: input.affiliateUid ?? null,
    cardToken: input.token,
    saveCard: input.saveCard,
  };
  const steps = {
    reserve: false,
    before:
      input.kind === 'charge'
        ? async (tx: Database) => {
            const problem = await provider.consumeToken(input.token, input.buyer.id, tx);
            if (problem === 'used' && (await keyTaken(tx, input.buyer.id, key))) throw keyConflict();
            const reusable = problem === 'used' && (await tokenNeverCharged(tx, input.buyer.id, input.token));
            if (problem && !reusable) throw cardTokenError(problem);
            checkoutFaults.beforeOrderRow?.(key);
          }
        : undefined,
  };
  let order = await openOrder(db, values, steps);
  if (order === null) {
    // A new attempt replaces the buyer's unanswered 3-D Secure challenge for this magazine.
    const superseded = await supersedePending(db, input.buyer.id, null, m.id);
    for (const id of superseded) await provider.voidCharge(id);
    if (superseded.length > 0) order = await openOrder(db, values, steps);
  }
  if (order === 'owned') throw alreadyPurchased();
  if (order === null || order === 'sold_out') {
    const other = await findOrderByKey(db, input.buyer.id, key);
    const answered = other && (await replay(services, other, null, input.kind, m.id));
    if (!answered) throw paymentInProgress();
    return answered;
  }
  const charged = await chargeOrder(services, order, input);
  return charged.status === 'pending' ? charged : { status: 'purchased', order: charged.order };
}
