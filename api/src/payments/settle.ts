// Settling a charged order: the purchase transaction (or, when it cannot record, the void and the
// failed order), then the saved card and the purchase mails. Used by checkout (the request that charged),
// the 3-D Secure return page and the reconciler (an order whose request died after the charge).
import { purchases } from '../metrics';
import { clockOf, payoutConfig, platformFeeBp } from '../config';
import type { AppServices } from '../context';
import { resolveAffiliate } from '../purchases/affiliate';
import { kickPurchaseMails } from '../purchases/mail-outbox';
import { alreadyPurchased, errorForCode, soldOut } from '../purchases/errors';
import {
  PurchaseRejected,
  recordPurchase,
  type RecordedPurchase,
  type SaleArticle,
} from '../purchases/record';
import { codeError } from '../quick-edit/codes';
import { recordMagazinePurchase, resolveMagazineAffiliate } from '../magazines/record';
import { paymentProvider } from './sandbox';
import { storeCard } from './cards';
import { findOrder, setOrderStatus, type OrderRow } from './orders';
import { completePaidTip } from '../tips/record';

export type Services = Pick<AppServices, 'db' | 'config' | 'mailer'>;

/**
 * The money has been taken: run the purchase transaction (a limited article's reserved copy becomes a
 * sold one). If it cannot record — the article was deleted, or turned limited and sold out without
 * this order holding a copy, the buyer already owns it, the reconciler already failed the order — the
 * charge is voided and the order fails with that code (releasing its reserved copy). If another settler
 * already completed it, that is the answer.
 */
export async function completePaidOrder(
  services: Services,
  order: OrderRow,
  /** The article as this request read it before charging (allows the one-statement purchase). */
  expected?: SaleArticle,
): Promise<RecordedPurchase | null> {
  // A tip's order (issue 37) is settled by its own ledger transaction; every settler (this request, the
  // 3-D Secure return, the webhook, the reconciler) comes through here.
  if (order.itemKind === 'tip') return completePaidTip(services, order);
  const { db, config } = services;
  const terms = {
    platformFeeBp: platformFeeBp(config),
    holdDays: payoutConfig(config).holdDays,
    now: clockOf(config)(),
  };
  let recorded: RecordedPurchase;
  try {
    // A magazine's order (issue 37): its own transaction, the same refusals and answers below.
    if (order.magazineId !== null) {
      const referrer = await resolveMagazineAffiliate(db, order.affiliateUid, order.magazineId);
      recorded = await recordMagazinePurchase(db, order, referrer, terms);
    } else {
      const articleId = order.articleId!;
      const affiliateUserId = await resolveAffiliate(db, order.affiliateUid, articleId);
      recorded = await recordPurchase(
        db,
        {
          orderId: order.id,
          buyerId: order.userId,
          articleId,
          amount: order.amount,
          affiliateUserId,
          discountCodeId: order.discountCodeId,
        },
        terms,
        expected,
      );
    }
  } catch (error) {
    if (!(error instanceof PurchaseRejected)) throw error;
    purchases.inc({ provider: order.provider, outcome: error.code });
    if (error.code === 'order_closed') {
      const settled = await findOrder(db, order.id);
      if (settled?.status === 'purchased') return null;
      await paymentProvider(db).voidCharge(order.id);
      throw errorForCode(settled?.errorCode ?? null, settled?.errorMessage ?? null);
    }
    await paymentProvider(db).voidCharge(order.id);
    const rejected =
      error.code === 'sold_out'
        ? soldOut()
        : error.code === 'discount_code_used_up'
          ? codeError('used_up')
          : alreadyPurchased();
    await setOrderStatus(db, order.id, 'failed', { code: error.code, message: rejected.message });
    throw rejected;
  }
  purchases.inc({ provider: order.provider, outcome: 'recorded' });
  if (order.saveCard && order.cardToken) await storeCard(db, order.userId, order.cardToken);
  // Its mails were queued in the transaction; sent outside this request.
  void kickPurchaseMails(services);
  return recorded;
}
