// What decides whether a seller may be paid: bank account, verification, admin hold, balance.
// The rule itself is @shirube/domain `payoutBlockers` (the sales screen uses the same one).
import { payoutBlockers, payoutsEnabled, type PayoutBlocker, type VerificationStatus } from '@shirube/domain';
import { eq } from 'drizzle-orm';
import { clockOf, payoutConfig, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { bankAccounts, identityVerifications, payoutHolds } from '../db/schema';
import { sellerBalances, type SellerBalances } from './balances';

type Reader = Pick<Database, 'select' | 'execute'>;

export interface PayoutStanding {
  balances: SellerBalances;
  bankAccount: typeof bankAccounts.$inferSelect | null;
  verificationStatus: VerificationStatus;
  rejectReason: string | null;
  holdReason: string | null;
  payoutsEnabled: boolean;
  blockers: PayoutBlocker[];
}

export async function payoutStanding(
  db: Reader,
  config: Pick<AppConfig, 'payouts' | 'now'>,
  userId: number,
): Promise<PayoutStanding> {
  const rules = payoutConfig(config);
  const [bankAccount] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  const [verification] = await db
    .select({ status: identityVerifications.status, rejectReason: identityVerifications.rejectReason })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId));
  const [hold] = await db.select().from(payoutHolds).where(eq(payoutHolds.userId, userId));
  const balances = await sellerBalances(db, userId, { now: clockOf(config)(), holdDays: rules.holdDays });
  const state = {
    hasBankAccount: bankAccount !== undefined,
    verificationStatus: (verification?.status ?? 'unverified') as VerificationStatus,
    held: hold !== undefined,
    payable: balances.payable,
  };
  return {
    balances,
    bankAccount: bankAccount ?? null,
    verificationStatus: state.verificationStatus,
    rejectReason: state.verificationStatus === 'rejected' ? (verification?.rejectReason ?? null) : null,
    holdReason: hold?.reason ?? null,
    payoutsEnabled: payoutsEnabled(state),
    blockers: payoutBlockers(state, rules),
  };
}
