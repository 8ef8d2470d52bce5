// The purchase's write as ONE SQL statement (issue 9 item 5: on a hot article every round trip is the
// cost). Used by ./record.ts in two ways:
//   - inside its transaction, after the order claim and the copy: steps 2–6 (below);
//   - alone, for an unlimited article without referrer or code (`guard` given): the order row is
//     locked while `created` (FOR UPDATE: a concurrent settler waits and then finds it settled), the
//     article matched against what checkout read, and steps 2–6 plus the sale event only for the
//     purchase row just inserted. A single statement is atomic: all of it or nothing.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { executeNamed } from '../db/prepared';
import {
  articles,
  articleSaleEvents,
  discountCodes,
  ledgerEntries,
  notifications,
  paymentOrders,
  purchaseMailOutbox,
  purchases,
} from '../db/schema';
import type { LedgerRow } from '../ledger/entries';
import type { PaidOrder, SaleArticle } from './sale-types';

export interface Note {
  userId: number;
  kind: 'sales' | 'sales_affiliate' | 'sold_out';
  body: string;
}

/**
 * Steps 2–6 in ONE statement: the purchase row (unique per article + buyer: nothing else is written
 * when it exists), the discount code's use (never beyond its limit), the ledger rows, the
 * notifications, the order marked purchased and the mails queued — each part only for the purchase
 * row just inserted. In a transaction the caller throws (rolling it back) when the purchase or the
 * code's use is missing. With `guard` (see the header) claimed/matched tell the claim and the match.
 */
export async function writeSale(
  db: Database,
  sale: { order: PaidOrder; affiliateId: number | null; ledger: LedgerRow[]; notes: Note[]; now: Date },
  guard: SaleArticle | null,
): Promise<{
  claimed: boolean;
  matched: boolean;
  purchaseId: number | null;
  purchasedAt: Date | null;
  codeUsed: boolean;
}> {
  const { order } = sale;
  const codeId = order.discountCodeId ?? null;
  const ledgerValues = sql.join(
    sale.ledger.map(
      (r) =>
        sql`(${r.userId}::int, ${r.account}::text, ${r.amount}::int, ${r.availableAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  const noteValues = sql.join(
    sale.notes.map((n) => sql`(${n.userId}::int, ${n.kind}::text, ${n.body}::text)`),
    sql`, `,
  );
  const purchaseValues = sql`${order.articleId}::int, ${order.buyerId}::int, ${order.amount}::int,
    ${sale.affiliateId}::int, ${codeId}::int`;
  const head = guard
    ? sql`claimed as (
        select id from ${paymentOrders} where id = ${order.orderId} and status = 'created' for update
      ), a as (
        select id from ${articles} where id = ${order.articleId}::int and deleted_at is null
          and is_sales_unlimited and user_id = ${guard.authorId}::int and title = ${guard.title}::text
          and exists (select 1 from claimed)
      ), p as (
        insert into ${purchases} (article_id, user_id, price, affiliate_user_id, discount_code_id)
        select ${purchaseValues} from a
        on conflict do nothing returning id, created_at
      ), event as (
        insert into ${articleSaleEvents} (article_id) select ${order.articleId}::int from p
      )`
    : sql`claimed as (select 1), a as (select 1), p as (
        insert into ${purchases} (article_id, user_id, price, affiliate_user_id, discount_code_id)
        values (${purchaseValues})
        on conflict do nothing returning id, created_at
      )`;
  // Its text varies only with the guard and the numbers of ledger rows and notes: one name per shape.
  const name = `purchase_sale_${guard ? 'alone' : 'tx'}_${sale.ledger.length}_${sale.notes.length}`;
  const result = await executeNamed(
    db,
    name,
    sql`
    with ${head}, code as (
      update ${discountCodes} set used_count = used_count + 1 from p
      where ${discountCodes}.id = ${codeId}::int and (max_uses is null or used_count < max_uses)
      returning ${discountCodes}.id
    ), ledger as (
      insert into ${ledgerEntries} (purchase_id, user_id, account, amount, available_at)
      select p.id, v.user_id, v.account, v.amount, v.available_at
      from p cross join (values ${ledgerValues}) v(user_id, account, amount, available_at)
    ), notes as (
      insert into ${notifications} (user_id, kind, article_id, body)
      select v.user_id, v.kind, ${order.articleId}::int, v.body
      from p cross join (values ${noteValues}) v(user_id, kind, body)
    ), mails as (
      insert into ${purchaseMailOutbox} (purchase_id) select id from p
    ), done as (
      update ${paymentOrders} set status = 'purchased', purchase_id = p.id, error_code = null,
        error_message = null, updated_at = ${sale.now.toISOString()}::timestamptz
      from p where ${paymentOrders}.id = ${order.orderId}
    )
    select (select count(*)::int from claimed) as claimed, (select count(*)::int from a) as matched,
      (select id from p) as purchase_id, (select created_at from p) as created_at,
      (select count(*)::int from code) as code_used`,
  );
  const row = result.rows[0]!;
  return {
    claimed: Number(row.claimed) > 0,
    matched: Number(row.matched) > 0,
    purchaseId: row.purchase_id == null ? null : Number(row.purchase_id),
    purchasedAt: row.created_at == null ? null : new Date(row.created_at as string | Date),
    codeUsed: codeId === null || Number(row.code_used) > 0,
  };
}
