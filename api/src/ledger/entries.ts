// The append-only double-entry ledger (team brief). Per purchase: buyer_payment −price, seller +share,
// affiliate +commission (only if > 0), platform +fee — summing to zero. Balances are sums of rows.
import type { SaleSplit } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { ledgerEntries } from '../db/schema';

export type LedgerAccount = 'buyer_payment' | 'seller' | 'affiliate' | 'platform';

export interface LedgerRow {
  purchaseId: number;
  userId: number | null;
  account: LedgerAccount;
  amount: number;
}

export function ledgerRowsFor(
  purchaseId: number,
  parties: { buyerId: number; sellerId: number; affiliateId: number | null },
  split: SaleSplit,
): LedgerRow[] {
  const rows: LedgerRow[] = [
    { purchaseId, userId: parties.buyerId, account: 'buyer_payment', amount: -split.price },
    { purchaseId, userId: parties.sellerId, account: 'seller', amount: split.sellerShare },
  ];
  if (split.affiliateCommission > 0 && parties.affiliateId !== null) {
    rows.push({
      purchaseId,
      userId: parties.affiliateId,
      account: 'affiliate',
      amount: split.affiliateCommission,
    });
  }
  rows.push({ purchaseId, userId: null, account: 'platform', amount: split.platformFee });
  const sum = rows.reduce((s, r) => s + r.amount, 0);
  // calculateSale guarantees this; a broken split must never reach the books.
  if (sum !== 0) throw new Error(`ledger rows of purchase ${purchaseId} sum to ${sum}, not 0`);
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
