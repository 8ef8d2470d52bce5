// The append-only double-entry ledger (team brief; issue 11 money states). Every event's rows sum to 0.
//   sale:        buyer_payment −price, seller +share, affiliate +commission (if > 0), platform +fee.
//                Earnings rows carry available_at = sale time + hold: before it they are PENDING, after
//                it PAYABLE.
//   refund:      the sale's rows negated (same available_at), refund_id set.
//   payout:      payout −amount (leaves payable), in_transit +net, transfer_fee +fee (platform).
//   transferred: in_transit −net, paid_out +net.
//   failed:      in_transit −net, transfer_fee −fee, payout +amount (back to payable).
//   forfeit:     forfeit −unpaid (leaves the seller's balance), forfeited +unpaid (the platform's): earnings
//                below the smallest payout given up at account deletion, with consent (users/deletion-forfeit.ts).
// Balances are sums of rows per account (ledger/balances.ts), never a stored counter.
import type { SaleSplit } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { ledgerEntries } from '../db/schema';

export type LedgerAccount =
  | 'buyer_payment'
  | 'seller'
  | 'affiliate'
  | 'platform'
  | 'payout'
  | 'in_transit'
  | 'transfer_fee'
  | 'paid_out'
  | 'forfeit'
  | 'forfeited';

export interface LedgerRow {
  purchaseId?: number | null;
  payoutId?: number | null;
  refundId?: number | null;
  forfeitId?: number | null;
  userId: number | null;
  account: LedgerAccount;
  amount: number;
  availableAt?: Date | null;
}

export function ledgerRowsFor(
  purchaseId: number,
  parties: { buyerId: number; sellerId: number; affiliateId: number | null },
  split: SaleSplit,
  availableAt: Date,
): LedgerRow[] {
  const rows: LedgerRow[] = [
    { purchaseId, userId: parties.buyerId, account: 'buyer_payment', amount: -split.price },
    { purchaseId, userId: parties.sellerId, account: 'seller', amount: split.sellerShare, availableAt },
  ];
  if (split.affiliateCommission > 0 && parties.affiliateId !== null) {
    rows.push({
      purchaseId,
      userId: parties.affiliateId,
      account: 'affiliate',
      amount: split.affiliateCommission,
      availableAt,
    });
  }
  rows.push({ purchaseId, userId: null, account: 'platform', amount: split.platformFee });
  return balanced(rows, `purchase ${purchaseId}`);
}

/** Rows must sum to zero: a broken event must never reach the books. */
export function balanced(rows: LedgerRow[], what: string): LedgerRow[] {
  const sum = rows.reduce((s, r) => s + r.amount, 0);
  if (sum !== 0) throw new Error(`ledger rows of ${what} sum to ${sum}, not 0`);
  return rows;
}

type Writer = Pick<Database, 'insert'>;
export async function appendLedger(db: Writer, rows: LedgerRow[]): Promise<void> {
  await db.insert(ledgerEntries).values(rows);
}

/** Sum of a user's rows in one account (e.g. seller earnings, affiliate commissions). */
export async function accountBalance(db: Database, userId: number, account: LedgerAccount): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, account)));
  return Number(row?.total ?? 0);
}
