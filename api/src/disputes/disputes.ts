// Disputes (chargebacks; issue 21). A card holder's bank takes a sale's money back until the case is
// decided. While a dispute is `open` the sale's seller and affiliate rows are held: not payable, shown
// as pending (payouts/balances.ts `HELD_BY_DISPUTE`). `lost`: the money stays with the card holder — the
// sale is reversed exactly like a refund (refunds/refund.ts with the dispute as the provider's
// reference: append-only ledger reversal, the buyer loses the paid part, the copy returns; a tip's through
// tips/refund.ts, issue 37). `won`: the hold ends. The seller (and affiliate) are told why in Japanese notifications.
import { formatYen } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ConflictError } from '@shirube/api-contract';
import type { Database } from '../db/open';
import {
  articles,
  disputes,
  ledgerEntries,
  magazines,
  notifications,
  purchases,
  tips,
  users,
} from '../db/schema';
import { refundPurchase } from '../refunds/refund';
import { refundTip } from '../tips/refund';

/** The disputed sale: a purchase (article or magazine) or a tip (issue 37). */
export type DisputedSale = { purchaseId: number; tipId?: null } | { tipId: number; purchaseId?: null };

export type NewDispute = DisputedSale & {
  provider: string;
  providerRef: string;
  amount: number;
  reason: string;
};

/** A tip's parties (issue 37): its author, the author's share; no affiliate. Named by who tipped (匿名の
 *  読者 when the tipper chose so) and how much: a tip has no title. */
async function tipParties(db: Pick<Database, 'select'>, tipId: number) {
  const [row] = await db
    .select({
      amount: tips.amount,
      anonymous: tips.anonymous,
      tipperName: users.name,
      articleId: tips.articleId,
      authorId: tips.recipientId,
    })
    .from(tips)
    .innerJoin(users, eq(users.id, tips.tipperId))
    .where(eq(tips.id, tipId));
  if (!row) return null;
  const [share] = await db
    .select({ amount: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tipId, tipId), eq(ledgerEntries.account, 'seller')));
  const who = row.anonymous ? '匿名の読者' : `${row.tipperName}さん`;
  return {
    kind: 'tip' as const,
    label: `${who}からのチップ（${formatYen(row.amount)}）`,
    articleId: row.articleId,
    authorId: row.authorId,
    affiliateId: null,
    sellerShare: share?.amount ?? 0,
    commission: 0,
  };
}

/** The sale's name in a notice, its author and affiliate, and each party's yen in it. */
async function saleParties(db: Pick<Database, 'select'>, item: DisputedSale) {
  if (item.tipId != null) return tipParties(db, item.tipId);
  const purchaseId = item.purchaseId!;
  const [row] = await db
    .select({
      // A magazine purchase has no article (issue 37): named as the magazine it is.
      articleTitle: articles.title,
      magazineTitle: magazines.title,
      articleId: purchases.articleId,
      authorId: sql<number>`coalesce(${articles.userId}, ${magazines.userId})`,
      affiliateId: purchases.affiliateUserId,
    })
    .from(purchases)
    .leftJoin(articles, eq(articles.id, purchases.articleId))
    .leftJoin(magazines, eq(magazines.id, purchases.magazineId))
    .where(eq(purchases.id, purchaseId));
  if (!row) return null;
  const shares = await db
    .select({
      userId: ledgerEntries.userId,
      account: ledgerEntries.account,
      amount: sql<number>`sum(${ledgerEntries.amount})::int`,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.purchaseId, purchaseId), sql`${ledgerEntries.account} in ('seller', 'affiliate')`),
    )
    .groupBy(ledgerEntries.userId, ledgerEntries.account);
  const share = (account: string) => shares.find((s) => s.account === account)?.amount ?? 0;
  const { articleTitle, magazineTitle, articleId, authorId, affiliateId } = row;
  return {
    kind: 'purchase' as const,
    label: articleTitle !== null ? `「${articleTitle}」` : `マガジン「${magazineTitle ?? ''}」`,
    articleId,
    authorId,
    affiliateId,
    sellerShare: share('seller'),
    commission: share('affiliate'),
  };
}

type SaleParties = NonNullable<Awaited<ReturnType<typeof saleParties>>>;

/** Tells the seller, and the affiliate when the sale paid them a commission, what the dispute means. */
async function notifyParties(
  tx: Pick<Database, 'select' | 'insert'>,
  item: DisputedSale,
  sellerNote: (sale: SaleParties) => string,
  affiliateNote: (sale: SaleParties) => string,
) {
  const sale = await saleParties(tx, item);
  if (!sale) return;
  const notes: Array<typeof notifications.$inferInsert> = [
    { userId: sale.authorId, kind: 'sales', articleId: sale.articleId, body: sellerNote(sale) },
  ];
  if (sale.affiliateId !== null && sale.commission > 0)
    notes.push({
      userId: sale.affiliateId,
      kind: 'sales_affiliate',
      articleId: sale.articleId,
      body: affiliateNote(sale),
    });
  await tx.insert(notifications).values(notes);
}

/** Records a new dispute once per provider reference; answers whether it was new. */
export async function openDispute(db: Database, input: NewDispute): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(disputes)
      .values({ ...input, status: 'open' })
      .onConflictDoNothing()
      .returning({ id: disputes.id });
    if (!row) return false;
    await notifyParties(
      tx,
      input,
      (sale) =>
        sale.kind === 'tip'
          ? `${sale.label}について、支払った方がカード会社に支払いの異議（チャージバック）を申し立てました。結果が出るまで、このチップの受取額${formatYen(sale.sellerShare)}は出金できません。`
          : `${sale.label}の購入について、購入者がカード会社に支払いの異議（チャージバック）を申し立てました。結果が出るまで、この販売の売上${formatYen(sale.sellerShare)}は出金できません。`,
      (sale) =>
        `紹介した${sale.label}の購入に支払いの異議（チャージバック）が申し立てられました。結果が出るまで紹介料${formatYen(sale.commission)}は出金できません。`,
    );
    return true;
  });
}

/**
 * Closes an open dispute. lost → the sale reversed like a refund (first, so a crash in between leaves
 * the dispute open and the retried event finishes it), then the row; won → the row, and the hold ends.
 * Answers false when there was no open dispute of that reference (already closed, or unknown).
 */
export async function closeDispute(
  db: Database,
  providerRef: string,
  outcome: 'won' | 'lost',
  now: Date,
): Promise<boolean> {
  const [open] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.providerRef, providerRef), eq(disputes.status, 'open')));
  if (!open) return false;
  if (outcome === 'lost') {
    const reason = 'チャージバック（支払いの異議）で購入者に返金';
    const settled = { reference: providerRef };
    try {
      if (open.tipId !== null) await refundTip(db, open.tipId, reason, null, settled);
      else await refundPurchase(db, open.purchaseId!, reason, null, settled);
    } catch (error) {
      // Already refunded (by an admin, or this event's earlier attempt): nothing more to reverse.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(disputes)
      .set({ status: outcome, closedAt: now })
      .where(and(eq(disputes.id, open.id), eq(disputes.status, 'open')))
      .returning({ id: disputes.id });
    if (!closed || outcome === 'lost') return Boolean(closed);
    await notifyParties(
      tx,
      open.tipId !== null ? { tipId: open.tipId } : { purchaseId: open.purchaseId! },
      (sale) =>
        sale.kind === 'tip'
          ? `${sale.label}の支払いの異議（チャージバック）は受け取った側の主張が認められました。保留していたチップの受取額${formatYen(sale.sellerShare)}は出金できるようになりました。`
          : `${sale.label}の支払いの異議（チャージバック）は販売者側の主張が認められました。保留していた売上${formatYen(sale.sellerShare)}は出金できるようになりました。`,
      (sale) =>
        `紹介した${sale.label}の支払いの異議は解決し、保留していた紹介料${formatYen(sale.commission)}は出金できるようになりました。`,
    );
    return true;
  });
}
