// Unpaid earnings at account deletion (issue 25 item 1; the rule is @shirube/domain exitEarnings).
// Below the smallest payout they could never be paid out, so the seller may give them up: the form
// shows the exact amount and the seller consents to it; the deletion transaction then writes a
// `forfeits` row and its ledger rows (forfeit −amount for the seller, forfeited +amount for the
// platform). From the smallest payout up the deletion is refused, saying how to take the money.
import { ConflictError } from '@shirube/api-contract';
import { exitEarnings, type ExitEarnings } from '@shirube/domain';
import { sql } from 'drizzle-orm';
import { clockOf, payoutConfig, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { forfeits, users } from '../db/schema';
import { appendLedger, balanced } from '../ledger/entries';
import { pendingReleases, sellerBalances } from '../payouts/balances';

type Config = Pick<AppConfig, 'payouts' | 'now'>;

/** What the user's unpaid earnings mean for leaving now. */
export async function exitStanding(db: Database, userId: number, config: Config): Promise<ExitEarnings> {
  const rules = payoutConfig(config);
  const at = { now: clockOf(config)(), holdDays: rules.holdDays };
  const balances = await sellerBalances(db, userId, at);
  const releases = await pendingReleases(db, userId, at);
  return exitEarnings(balances, releases, rules);
}

/** 409 unpaid_balance: what is unpaid, which case (payout_first | wait | in_transit | disputed), and when. */
function refusal(exit: Exclude<ExitEarnings, { kind: 'none' | 'forfeit' }>) {
  return new ConflictError({
    code: 'unpaid_balance',
    message: `Unpaid earnings of ${exit.amount} yen (${exit.kind}) must be paid out before the account can be deleted`,
    details: [
      { field: 'balance', reason: String(exit.amount) },
      { field: 'exit', reason: exit.kind },
      ...(exit.kind === 'wait' ? [{ field: 'date', reason: exit.at }] : []),
    ],
  });
}

/** 409 forfeit_required: the amount that will be forfeited; the form asks for consent to exactly it. */
const forfeitRequired = (amount: number) =>
  new ConflictError({
    code: 'forfeit_required',
    message: `Deleting the account forfeits ${amount} yen of unpaid earnings: send forfeit=${amount} to agree`,
    details: [{ field: 'forfeit', reason: String(amount) }],
  });

/** Refused (a ConflictError to answer) or null: the account may be deleted with this consent. */
export function exitProblem(exit: ExitEarnings, consented: number | undefined): ConflictError | null {
  if (exit.kind === 'none') return null;
  if (exit.kind === 'forfeit') return consented === exit.amount ? null : forfeitRequired(exit.amount);
  return refusal(exit);
}

/** Test hook: a throw here stands for a crash after the forfeit rows, before the account is anonymised. */
export const deletionFaults: { afterForfeit: (() => void) | null } = { afterForfeit: null };

/**
 * In the deletion transaction: the users row is locked (payouts/request.ts takes the same lock), the
 * standing read again, and only the very amount consented to is forfeited — anything changed since
 * the form was answered refuses the deletion (nothing written) and asks again.
 */
export async function forfeitOnExit(
  tx: Database,
  userId: number,
  config: Config,
  consented: number | undefined,
) {
  await tx.execute(sql`select id from ${users} where id = ${userId} for update`);
  const exit = await exitStanding(tx, userId, config);
  const problem = exitProblem(exit, consented);
  if (problem) throw problem;
  if (exit.kind !== 'forfeit') return;
  const [row] = await tx
    .insert(forfeits)
    .values({ userId, amount: exit.amount })
    .returning({ id: forfeits.id });
  const forfeitId = row!.id;
  await appendLedger(
    tx,
    balanced(
      [
        { forfeitId, userId, account: 'forfeit', amount: -exit.amount },
        { forfeitId, userId: null, account: 'forfeited', amount: exit.amount },
      ],
      `forfeit of user ${userId}`,
    ),
  );
  deletionFaults.afterForfeit?.();
}
