// The sales summary's bank date (issue 40 item 1): @shirube/domain expectedBankDate over the payouts
// still on their way, the same rule as each transfer row (histories.ts presentPayout).
import type { Payout } from '@shirube/api-contract';
import { expectedBankDate } from '@shirube/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { payouts, transferBatches } from '../db/schema';

/** When the money now in transit is expected in the account: the latest expected day of the payouts
 *  not yet confirmed by the bank (the summary's 振込手続き中 figure is their sum); null when none. */
export async function inTransitBankDate(
  db: Pick<Database, 'select'>,
  userId: number,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .select({
      status: payouts.status,
      createdAt: payouts.createdAt,
      transferDate: transferBatches.transferDate,
    })
    .from(payouts)
    .leftJoin(transferBatches, eq(transferBatches.id, payouts.batchId))
    .where(and(eq(payouts.userId, userId), inArray(payouts.status, ['requested', 'exported'])));
  let latest: string | null = null;
  for (const r of rows) {
    const day = expectedBankDate(
      {
        status: r.status as Payout['status'],
        requestedAt: r.createdAt.toISOString(),
        transferDate: r.transferDate,
      },
      now,
    );
    if (day && (!latest || day > latest)) latest = day;
  }
  return latest;
}
