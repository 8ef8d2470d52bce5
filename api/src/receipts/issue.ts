// Issuing a receipt for one of the viewer's purchases — or paid tips (issue 37: a tip's receipt says it is
// a チップ and to whom; its own number series SRB-T…). The first issue fixes the number (stable, from the
// purchase or tip id), the addressee, the item title and the seller's name (a verified 法人's registered
// name); every later call renders the same document again, marked 再発行 with its date, and counts it
// (issue_count). The same 適格請求書 rules (tax line, issuer, 媒介者交付特例) for every kind.
import { paymentMethodOf, receiptForm, receiptNumber, tipReceiptNumber, validateForm } from '@shirube/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { invalid, invalidFields, notFound } from '../auth/errors';
import type { Viewer } from '../auth/tokens';
import { invoiceIssuer, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { articles, magazines, paymentOrders, purchases, receipts, tips, users } from '../db/schema';
import { paymentMethodOfPurchase } from '../payments/orders';
import { verifiedCompany } from '../verification/company';
import { renderReceiptPdf } from './pdf';

/** What a receipt is for, as read for the viewer (null: not theirs, or no such thing). */
interface Subject {
  key: { purchaseId: number } | { tipId: number };
  number: string;
  kind: 'article' | 'magazine' | 'tip';
  price: number;
  paidAt: Date;
  title: string;
  sellerId: number;
  sellerName: string;
  paymentMethod: string | null;
}

async function purchaseSubject(db: Database, viewer: Viewer, purchaseId: number): Promise<Subject | null> {
  const [row] = await db
    .select({
      id: purchases.id,
      price: purchases.price,
      createdAt: purchases.createdAt,
      magazineId: purchases.magazineId,
      // The item: an article's title, or a magazine's marked as one (issue 37) — the same 適格請求書.
      title: sql<string>`coalesce(${articles.title}, 'マガジン「' || ${magazines.title} || '」')`,
      sellerId: users.id,
      sellerName: users.name,
      paymentMethod: paymentMethodOfPurchase(purchases.id),
    })
    .from(purchases)
    .leftJoin(articles, eq(articles.id, purchases.articleId))
    .leftJoin(magazines, eq(magazines.id, purchases.magazineId))
    .innerJoin(users, eq(users.id, sql`coalesce(${articles.userId}, ${magazines.userId})`))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, viewer.user.id)))
    .limit(1);
  if (!row) return null;
  return {
    key: { purchaseId: row.id },
    number: receiptNumber(row.id),
    kind: row.magazineId === null ? 'article' : 'magazine',
    price: row.price,
    paidAt: row.createdAt,
    title: row.title,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    paymentMethod: row.paymentMethod,
  };
}

/** A paid tip the viewer sent: to its author (the seller on the receipt). */
async function tipSubject(db: Database, viewer: Viewer, tipId: number): Promise<Subject | null> {
  const [row] = await db
    .select({
      id: tips.id,
      amount: tips.amount,
      paidAt: tips.paidAt,
      sellerId: users.id,
      sellerName: users.name,
      paymentMethod: paymentOrders.paymentMethod,
    })
    .from(tips)
    .innerJoin(users, eq(users.id, tips.recipientId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, tips.orderId))
    .where(and(eq(tips.id, tipId), eq(tips.tipperId, viewer.user.id), isNotNull(tips.paidAt)))
    .limit(1);
  if (!row) return null;
  return {
    key: { tipId: row.id },
    number: tipReceiptNumber(row.id),
    kind: 'tip',
    price: row.amount,
    paidAt: row.paidAt!,
    title: `チップ（${row.sellerName} さんへ）`,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    paymentMethod: row.paymentMethod,
  };
}

export const issueReceipt = (
  db: Database,
  config: AppConfig,
  viewer: Viewer,
  p: { purchaseId?: number | undefined; tipId?: number | undefined; name?: string | undefined },
) =>
  Effect.gen(function* () {
    if ((p.purchaseId === undefined) === (p.tipId === undefined))
      return yield* invalid('purchaseId', 'give either purchaseId or tipId');
    const subject = yield* Effect.promise(() =>
      p.tipId !== undefined ? tipSubject(db, viewer, p.tipId) : purchaseSubject(db, viewer, p.purchaseId!),
    );
    if (!subject) return yield* notFound(p.tipId !== undefined ? 'No such tip' : 'No such purchase');
    const ofSubject =
      'tipId' in subject.key
        ? eq(receipts.tipId, subject.key.tipId)
        : eq(receipts.purchaseId, subject.key.purchaseId);
    const existing = yield* Effect.promise(() =>
      db
        .update(receipts)
        .set({ issueCount: sql`${receipts.issueCount} + 1`, lastIssuedAt: new Date() })
        .where(ofSubject)
        .returning(),
    );
    let receipt = existing[0];
    if (!receipt) {
      const errors = validateForm({ name: p.name }, receiptForm);
      if (errors.length > 0) return yield* invalidFields(errors);
      // A verified 法人 sells under its registered name; an individual under the display name.
      const company = yield* Effect.promise(() => verifiedCompany(db, subject.sellerId));
      const inserted = yield* Effect.promise(() =>
        db
          .insert(receipts)
          .values({
            ...subject.key,
            number: subject.number,
            addressee: p.name!.trim(),
            articleTitle: subject.title,
            sellerName: company?.name ?? subject.sellerName,
          })
          // Two first issues at once: the second becomes a re-issue of the first.
          .onConflictDoUpdate({
            target: 'tipId' in subject.key ? receipts.tipId : receipts.purchaseId,
            set: { issueCount: sql`${receipts.issueCount} + 1`, lastIssuedAt: new Date() },
          })
          .returning(),
      );
      receipt = inserted[0]!;
    }
    const pdf = yield* Effect.promise(() =>
      renderReceiptPdf({
        number: receipt.number,
        addressee: receipt.addressee,
        issuedAt: receipt.firstIssuedAt,
        reissuedAt: receipt.issueCount > 1 ? receipt.lastIssuedAt : null,
        purchasedAt: subject.paidAt,
        articleTitle: receipt.articleTitle,
        kind: subject.kind,
        sellerName: receipt.sellerName,
        amount: subject.price,
        paymentMethod: paymentMethodOf(subject.paymentMethod),
        issuer: invoiceIssuer(config),
      }),
    );
    return { pdf, number: receipt.number, reissue: receipt.issueCount > 1 };
  });
