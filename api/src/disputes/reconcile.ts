// The dispute reconciler (issue 35): a hold ends from the processor's truth even when its webhook never
// came (Stripe gives up on an endpoint after days of failures; a `closed` can be lost). Every open
// dispute, oldest first, is looked up at the processor (`lookupDispute`) and closed as it says: lost →
// reversed like a refund, won → released (disputes.ts closeDispute, which a second settler — the
// webhook or another process — finds already closed). Like the order reconciler: at start and then
// periodically (scheduler/periodic.ts), from main.ts.
import { asc, eq } from 'drizzle-orm';
import { clockOf, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { disputes } from '../db/schema';
import { paymentProvider } from '../payments/sandbox';
import { periodicStarter } from '../scheduler/periodic';
import { closeDispute } from './disputes';

/** Disputes last weeks; their outcome is not urgent to the minute, and each lookup is a processor call. */
export const DISPUTE_RECONCILE_INTERVAL_MS = 15 * 60_000;
export const DISPUTE_RECONCILE_BATCH = 100;

export interface DisputeReport {
  checked: number;
  won: string[];
  lost: string[];
}

export async function reconcileOpenDisputes(
  services: { db: Database; config: AppConfig },
  options: { now?: Date } = {},
): Promise<DisputeReport> {
  const { db } = services;
  const provider = paymentProvider(db);
  const report: DisputeReport = { checked: 0, won: [], lost: [] };
  if (!provider.lookupDispute) return report; // the sandbox has no disputes of its own
  const open = await db
    .select({ providerRef: disputes.providerRef, provider: disputes.provider })
    .from(disputes)
    .where(eq(disputes.status, 'open'))
    .orderBy(asc(disputes.createdAt))
    .limit(DISPUTE_RECONCILE_BATCH);
  const now = options.now ?? clockOf(services.config)();
  for (const dispute of open) {
    if (dispute.provider !== provider.name) continue;
    report.checked++;
    const outcome = await provider.lookupDispute(dispute.providerRef);
    if (outcome !== 'won' && outcome !== 'lost') continue;
    if (await closeDispute(db, dispute.providerRef, outcome, now)) report[outcome].push(dispute.providerRef);
  }
  return report;
}

export const startDisputeReconciler = periodicStarter(
  'dispute reconciler',
  async (services: { db: Database; config: AppConfig }, _stopped, log) => {
    const report = await reconcileOpenDisputes(services);
    if (report.won.length || report.lost.length) log('dispute reconciler:', JSON.stringify(report));
  },
);
