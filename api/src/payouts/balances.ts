// A seller's money by state — every figure a sum of ledger_entries (see ledger/entries.ts):
//   pending    earnings (seller + affiliate) whose hold has not ended (available_at > now) or whose
//              sale is under an open dispute (chargeback),
//   payable    earnings whose hold has ended, minus what payouts took (account `payout`); may be
//              negative after a refund of money already paid out — the next payout absorbs it,
//   inTransit  payouts requested or exported but not yet confirmed by the bank,
//   paid       payouts the bank confirmed.
//   (a forfeit at account deletion takes everything unpaid out of payable: pending + payable is then 0)
// `sellerBalances` is THE entry point for other capabilities (e.g. account deletion must refuse while
// payable > 0 or inTransit > 0).
import type { PayoutRelease } from '@shirube/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';

export interface SellerBalances {
  pending: number;
  payable: number;
  inTransit: number;
  paid: number;
  /** When the earliest pending yen becomes payable (ISO), null when nothing is pending. */
  nextAvailableAt: string | null;
}

type Reader = Pick<Database, 'execute'>;

/** Rows written before issue 11 have no available_at: their hold counts from created_at. */
export const availableAtSql = (holdDays: number, alias?: 'le') => {
  const p = sql.raw(alias ? `${alias}.` : '');
  return sql`coalesce(${p}available_at, ${p}created_at + make_interval(days => ${holdDays}::int))`;
};

/** A row of a sale (or a tip, issue 37) under an open dispute (disputes/disputes.ts): held, pending until it closes. */
export const HELD_BY_DISPUTE = sql`(exists (select 1 from disputes d
  where d.purchase_id = ledger_entries.purchase_id and d.status = 'open')
  or exists (select 1 from disputes d
  where d.tip_id = ledger_entries.tip_id and d.status = 'open'))`;

export async function sellerBalances(
  db: Reader,
  userId: number,
  at: { now: Date; holdDays: number },
): Promise<SellerBalances> {
  const available = availableAtSql(at.holdDays);
  const now = sql`${at.now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    select
      coalesce(sum(amount) filter (where account in ('seller', 'affiliate')
        and (${available} > ${now} or ${HELD_BY_DISPUTE})), 0) as pending,
      coalesce(sum(amount) filter (where (account in ('seller', 'affiliate') and ${available} <= ${now}
        and not ${HELD_BY_DISPUTE}) or account in ('payout', 'forfeit')), 0) as payable,
      coalesce(sum(amount) filter (where account = 'in_transit'), 0) as in_transit,
      coalesce(sum(amount) filter (where account = 'paid_out'), 0) as paid,
      min(${available}) filter (where account in ('seller', 'affiliate') and amount > 0
        and ${available} > ${now}) as next_available_at
    from ledger_entries
    where user_id = ${userId}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const row = result.rows[0] ?? {};
  const next = row.next_available_at;
  return {
    pending: Number(row.pending ?? 0),
    payable: Number(row.payable ?? 0),
    inTransit: Number(row.in_transit ?? 0),
    paid: Number(row.paid ?? 0),
    nextAvailableAt: next ? new Date(next as string).toISOString() : null,
  };
}

/**
 * When the held earnings become payable, summed per Tokyo day (the day's last release time): what
 * @shirube/domain payoutOutlook needs to say when a payout is really possible. Sales under an open
 * dispute have no date and are left out.
 */
export async function pendingReleases(
  db: Reader,
  userId: number,
  at: { now: Date; holdDays: number },
): Promise<PayoutRelease[]> {
  const available = availableAtSql(at.holdDays);
  const now = sql`${at.now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    select max(${available}) as at, sum(amount) as amount
    from ledger_entries
    where user_id = ${userId} and account in ('seller', 'affiliate') and ${available} > ${now}
      and not ${HELD_BY_DISPUTE}
    group by date_trunc('day', (${available} at time zone 'UTC') + interval '9 hours')
    order by 1`)) as unknown as { rows: Array<{ at: unknown; amount: unknown }> };
  return result.rows.map((r) => ({
    at: new Date(r.at as string).toISOString(),
    amount: Number(r.amount ?? 0),
  }));
}
