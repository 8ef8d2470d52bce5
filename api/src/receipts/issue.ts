// Issuing a receipt for one of the viewer's purchases. The first issue fixes the number (stable, from
// the purchase id), the addressee, the item title and the seller's name (a verified 法人's registered
// name); every later call renders the same document again, marked 再発行 with its date, and counts it
// (issue_count).
import { paymentMethodOf, receiptForm, receiptNumber, validateForm } from '@shirube/domain';
import { and, eq, sql } from 'drizzle-orm';
import * as Effect from 'effect/Effect';
import { invalidFields, notFound } from '../auth/errors';
import type { Viewer } from '../auth/tokens';
import { invoiceIssuer, type AppConfig } from '../config';
import type { Database } from '../db/open';
import { articles, magazines, purchases, receipts, users } from '../db/schema';
import { paymentMethodOfPurchase } from '../payments/orders';
import { verifiedCompany } from '../verification/company';
import { renderReceiptPdf } from './pdf';

export const issueReceipt = (
  db: Database,
  config: AppConfig,
  viewer: Viewer,
  p: { purchaseId: number; name?: string },
) =>
  Effect.gen(function* () {
    const [purchase] = yield* Effect.promise(() =>
      db
        .select({
          id: purchases.id,
          price: purchases.price,
          createdAt: purchases.createdAt,
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
        .where(and(eq(purchases.id, p.purchaseId), eq(purchases.userId, viewer.user.id)))
        .limit(1),
    );
    if (!purchase) return yield* notFound('No such purchase');
    const existing = yield* Effect.promise(() =>
      db
        .update(receipts)
        .set({ issueCount: sql`${receipts.issueCount} + 1`, lastIssuedAt: new Date() })
        .where(eq(receipts.purchaseId, purchase.id))
        .returning(),
    );
    let receipt = existing[0];
    if (!receipt) {
      const errors = validateForm({ name: p.name }, receiptForm);
      if (errors.length > 0) return yield* invalidFields(errors);
      // A verified 法人 sells under its registered name; an individual under the display name.
      const company = yield* Effect.promise(() => verifiedCompany(db, purchase.sellerId));
      const inserted = yield* Effect.promise(() =>
        db
          .insert(receipts)
          .values({
            purchaseId: purchase.id,
            number: receiptNumber(purchase.id),
            addressee: p.name!.trim(),
            articleTitle: purchase.title,
            sellerName: company?.name ?? purchase.sellerName,
          })
          // Two first issues at once: the second becomes a re-issue of the first.
          .onConflictDoUpdate({
            target: receipts.purchaseId,
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
        purchasedAt: purchase.createdAt,
        articleTitle: receipt.articleTitle,
        sellerName: receipt.sellerName,
        amount: purchase.price,
        paymentMethod: paymentMethodOf(purchase.paymentMethod),
        issuer: invoiceIssuer(config),
      }),
    );
    return { pdf, number: receipt.number, reissue: receipt.issueCount > 1 };
  });
