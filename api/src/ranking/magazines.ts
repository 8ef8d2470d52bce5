// The author's magazine referrers (issue 36 item 4 for magazines): per (magazine, affiliator) the
// clicks on the affiliator's magazine link, the purchases through it (refunded ones left out, as the
// affiliate's own analytics count them: analytics/referrals.ts) and the commission as the ledger says
// it — the sum of the affiliator's `affiliate` rows hanging off purchases of that magazine
// (magazines/record.ts), so a refund's reversal nets its sale out, to the yen.
// A pair is listed once it has a click or a purchase: an affiliator whose link is clicked but has not
// sold yet is what conversion is for.
import type { MagazineAffiliatorRank } from '@shirube/api-contract';
import { conversionRate } from '@shirube/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';

const PAGE = 20;

export async function magazineRanking(db: Database, authorId: number, offset: number) {
  const result = (await db.execute(sql`
    with pairs as (
      select p.magazine_id, p.affiliate_user_id as affiliator_id from purchases p
        join magazines m on m.id = p.magazine_id
        where m.user_id = ${authorId} and p.affiliate_user_id is not null
      union
      select c.magazine_id, c.affiliate_user_id from magazine_referral_clicks c
        join magazines m on m.id = c.magazine_id
        where m.user_id = ${authorId}
    ), figures as (
      select pr.magazine_id, pr.affiliator_id,
        (select count(*) from magazine_referral_clicks c
          where c.magazine_id = pr.magazine_id and c.affiliate_user_id = pr.affiliator_id) as clicks,
        (select count(*) from purchases p where p.magazine_id = pr.magazine_id
          and p.affiliate_user_id = pr.affiliator_id and p.refunded_at is null) as sales_count,
        (select coalesce(sum(p.price), 0) from purchases p where p.magazine_id = pr.magazine_id
          and p.affiliate_user_id = pr.affiliator_id and p.refunded_at is null) as sales_amount,
        (select coalesce(sum(le.amount), 0) from ledger_entries le join purchases p on p.id = le.purchase_id
          where p.magazine_id = pr.magazine_id and le.account = 'affiliate'
            and le.user_id = pr.affiliator_id) as commission
      from pairs pr
    )
    select f.*, m.title, m.deleted_at is not null as magazine_deleted,
      u.account, u.name, u.deleted_at is not null as deleted
    from figures f
    join magazines m on m.id = f.magazine_id
    join users u on u.id = f.affiliator_id
    order by f.sales_amount desc, f.clicks desc, f.magazine_id, f.affiliator_id
    limit ${PAGE + 1} offset ${offset}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const data: MagazineAffiliatorRank[] = result.rows.slice(0, PAGE).map((r) => ({
    magazineId: Number(r.magazine_id),
    magazineTitle: String(r.title),
    magazineDeleted: r.magazine_deleted === true,
    affiliatorId: Number(r.affiliator_id),
    account: String(r.account),
    name: String(r.name),
    clicks: Number(r.clicks),
    salesCount: Number(r.sales_count),
    conversion: conversionRate(Number(r.sales_count), Number(r.clicks)),
    salesAmount: Number(r.sales_amount),
    commission: Number(r.commission),
    deleted: r.deleted === true,
  }));
  return { data, meta: { pager: { next: result.rows.length > PAGE ? String(offset + PAGE) : null } } };
}
