// Transfer batches (admin): every requested payout goes into one batch and its 全銀 file; the bank's
// answer settles the whole batch, each in one transaction:
//   transferred → per payout: in_transit −net, paid_out +net; status transferred; seller notified.
//   failed      → per payout: in_transit −net, transfer_fee −fee, payout +amount (back to payable);
//                 status failed with the reason; seller notified.
import { formatYen } from '@shirube/domain';
import { moneyWords as W } from '@shirube/i18n';
import type { TransferBatch } from '@shirube/api-contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { conflict, notFound } from '../auth/errors';
import { payoutConfig, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { notifications, payouts, transferBatches } from '../db/schema';
import { appendLedger, balanced, type LedgerRow } from '../ledger/entries';
import { zenginTransferFile } from './zengin-file';

type BatchRow = typeof transferBatches.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const presentBatch = (b: BatchRow): TransferBatch => ({
  id: b.id,
  status: b.status as TransferBatch['status'],
  transferDate: b.transferDate,
  totalCount: b.totalCount,
  totalAmount: b.totalAmount,
  failureReason: b.failureReason,
  createdAt: b.createdAt.toISOString(),
  settledAt: b.settledAt?.toISOString() ?? null,
  fileUrl: `/v1/admin/transfer_batches/${b.id}/file`,
});

/** null when no payout is waiting. */
export async function createBatch(
  db: Database,
  adminId: number,
  transferDate: string,
): Promise<BatchRow | null> {
  return db.transaction(async (tx) => {
    // Locks the waiting payouts so two admins exporting at once cannot put one payout in two files.
    const waiting = await tx.execute(
      sql`select id, net from payouts where status = 'requested' order by id for update`,
    );
    const rows = (waiting as unknown as { rows: Array<{ id: number; net: number }> }).rows;
    if (rows.length === 0) return null;
    const [batch] = await tx
      .insert(transferBatches)
      .values({
        transferDate,
        totalCount: rows.length,
        totalAmount: rows.reduce((s, r) => s + Number(r.net), 0),
        createdBy: adminId,
      })
      .returning();
    await tx
      .update(payouts)
      .set({ status: 'exported', batchId: batch!.id })
      .where(
        and(
          eq(payouts.status, 'requested'),
          inArray(
            payouts.id,
            rows.map((r) => Number(r.id)),
          ),
        ),
      );
    return batch!;
  });
}

export async function batchFile(
  db: Database,
  config: Pick<AppConfig, 'payouts'>,
  batchId: number,
): Promise<{ batch: BatchRow; bytes: Buffer } | null> {
  const [batch] = await db.select().from(transferBatches).where(eq(transferBatches.id, batchId));
  if (!batch) return null;
  const items = await db.select().from(payouts).where(eq(payouts.batchId, batchId)).orderBy(asc(payouts.id));
  const bytes = zenginTransferFile(
    payoutConfig(config).sender,
    batch.transferDate,
    items.map((p) => ({ ...p, amount: p.net, reference: p.id })),
  );
  return { batch, bytes };
}

const yen = (n: number) => formatYen(n);

export async function settleBatch(
  db: Database,
  batchId: number,
  outcome: { status: 'transferred' } | { status: 'failed'; reason: string },
  now: Date,
): Promise<BatchRow> {
  return db.transaction(async (tx: Tx) => {
    // Only an exported batch settles, once: the conditional UPDATE is the guard against a double click.
    const [batch] = await tx
      .update(transferBatches)
      .set({
        status: outcome.status,
        settledAt: now,
        failureReason: outcome.status === 'failed' ? outcome.reason : null,
      })
      .where(and(eq(transferBatches.id, batchId), eq(transferBatches.status, 'exported')))
      .returning();
    if (!batch) {
      const [exists] = await tx
        .select({ id: transferBatches.id })
        .from(transferBatches)
        .where(eq(transferBatches.id, batchId));
      throw exists ? conflict('id', 'The batch is already settled') : notFound('No such batch');
    }
    const items = await tx.select().from(payouts).where(eq(payouts.batchId, batchId));
    const rows: LedgerRow[] = [];
    for (const p of items) {
      const ledger: LedgerRow[] =
        outcome.status === 'transferred'
          ? [
              { payoutId: p.id, userId: p.userId, account: 'in_transit', amount: -p.net },
              { payoutId: p.id, userId: p.userId, account: 'paid_out', amount: p.net },
            ]
          : [
              { payoutId: p.id, userId: p.userId, account: 'in_transit', amount: -p.net },
              { payoutId: p.id, userId: null, account: 'transfer_fee', amount: -p.fee },
              { payoutId: p.id, userId: p.userId, account: 'payout', amount: p.amount },
            ];
      rows.push(...balanced(ledger, `payout ${p.id} ${outcome.status}`));
    }
    if (rows.length > 0) await appendLedger(tx, rows);
    await tx
      .update(payouts)
      .set({
        status: outcome.status,
        settledAt: now,
        failureReason: outcome.status === 'failed' ? outcome.reason : null,
      })
      .where(eq(payouts.batchId, batchId));
    if (items.length > 0)
      await tx.insert(notifications).values(
        items.map((p) => ({
          userId: p.userId,
          kind: 'sales',
          body:
            outcome.status === 'transferred'
              ? `${yen(p.net)}を登録口座へ振り込みました。`
              : `${yen(p.net)}の振込ができませんでした（${outcome.reason}）。金額は${W.settled}の${W.earnings}に戻りました。`,
        })),
      );
    return batch;
  });
}
