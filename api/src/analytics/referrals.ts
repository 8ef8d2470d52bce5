// An affiliate's own referral links (issue 36 item 4), article and magazine links: clicks and unique
// visitors from referral_clicks / magazine_referral_clicks, purchases from `purchases` (refunded left
// out), commission from their `affiliate` ledger rows by state.
// "paid" is not a column of a ledger row — payouts pay a balance — so confirmed payouts are allocated
// to the user's settled earnings oldest first (the order the balance was built in).
import { conversionRate, viewDay } from '@shirube/domain';
import type { AnalyticsPeriod, ReferralAnalytics } from '@shirube/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { availableAtSql, HELD_BY_DISPUTE, sellerBalances } from '../payouts/balances';
import { periodStart } from './author';

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const num = (v: unknown) => Number(v ?? 0);

export async function referralAnalytics(
  db: Database,
  userId: number,
  period: AnalyticsPeriod,
  at: { now: Date; holdDays: number },
): Promise<ReferralAnalytics> {
  const from = periodStart(period, at.now);
  const since = new Date(Date.parse(`${from ?? '1970-01-01'}T00:00:00Z`) - 9 * 3600_000).toISOString();
  const after = sql`${since}::timestamptz`;
  const now = sql`${at.now.toISOString()}::timestamptz`;
  const available = availableAtSql(at.holdDays);
  const [links, magazineLinks, hosts, earnings, balances] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select sl.code, sl.article_id, a.title,
            (select count(*) from referral_clicks rc where rc.share_link_id = sl.id and rc.created_at >= ${after}) as clicks,
            (select count(distinct rc.visitor) from referral_clicks rc
               where rc.share_link_id = sl.id and rc.created_at >= ${after}) as visitors,
            (select count(*) from purchases p where p.article_id = sl.article_id and p.affiliate_user_id = sl.user_id
               and p.refunded_at is null and p.created_at >= ${after}) as purchases
          from share_links sl join articles a on a.id = sl.article_id
          where sl.user_id = ${userId} order by sl.id`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select ml.code, ml.magazine_id, m.title,
            (select count(*) from magazine_referral_clicks c
               where c.magazine_share_link_id = ml.id and c.created_at >= ${after}) as clicks,
            (select count(distinct c.visitor) from magazine_referral_clicks c
               where c.magazine_share_link_id = ml.id and c.created_at >= ${after}) as visitors,
            (select count(*) from purchases p where p.magazine_id = ml.magazine_id and p.affiliate_user_id = ml.user_id
               and p.refunded_at is null and p.created_at >= ${after}) as purchases
          from magazine_share_links ml join magazines m on m.id = ml.magazine_id
          where ml.user_id = ${userId} order by ml.id`,
    ),
    rows<{ host: string; clicks: unknown }>(
      db,
      sql`select host, count(*) as clicks from (
            select referring_host as host from referral_clicks
              where affiliate_user_id = ${userId} and created_at >= ${after}
            union all
            select referring_host from magazine_referral_clicks
              where affiliate_user_id = ${userId} and created_at >= ${after}) h
          group by 1 order by 2 desc, 1 limit 10`,
    ),
    // Every earnings row of the user (seller and affiliate): the oldest-first payout allocation needs all.
    rows<Record<string, unknown>>(
      db,
      sql`select id, account, amount, refund_id is not null as reversal, created_at >= ${after} as in_period,
            (select p.article_id from purchases p where p.id = ledger_entries.purchase_id) as article_id,
            (select p.magazine_id from purchases p where p.id = ledger_entries.purchase_id) as magazine_id,
            (${available} > ${now} or ${HELD_BY_DISPUTE}) as held
          from ledger_entries
          where user_id = ${userId} and account in ('seller', 'affiliate') and purchase_id is not null
          order by ${available}, id`,
    ),
    sellerBalances(db, userId, at),
  ]);
  // Keyed by the purchase's item: `a<article id>` or `m<magazine id>` (a magazine sale's rows carry its
  // purchase, whose magazine_id names it; magazines/record.ts).
  const commission = new Map<string, { pending: number; payable: number; paid: number; reversed: number }>();
  const none = () => ({ pending: 0, payable: 0, paid: 0, reversed: 0 });
  let paidLeft = Math.abs(balances.paid);
  for (const r of earnings) {
    const amount = num(r.amount);
    const settled = r.held !== true && r.reversal !== true && amount > 0;
    const paid = settled ? Math.min(amount, paidLeft) : 0;
    paidLeft -= paid;
    if (r.account !== 'affiliate' || r.in_period !== true) continue;
    const item = r.magazine_id != null ? `m${num(r.magazine_id)}` : `a${num(r.article_id)}`;
    const c = commission.get(item) ?? none();
    if (r.reversal === true) c.reversed += -amount;
    else if (r.held === true) c.pending += amount;
    else {
      c.paid += paid;
      c.payable += amount - paid;
    }
    commission.set(item, c);
  }
  return {
    period,
    from,
    to: viewDay(at.now),
    links: links.map((l) => ({
      code: String(l.code),
      articleId: num(l.article_id),
      articleTitle: String(l.title),
      clicks: num(l.clicks),
      uniqueVisitors: num(l.visitors),
      purchases: num(l.purchases),
      conversion: conversionRate(num(l.purchases), num(l.clicks)),
      commission: commission.get(`a${num(l.article_id)}`) ?? none(),
    })),
    magazineLinks: magazineLinks.map((l) => ({
      code: String(l.code),
      magazineId: num(l.magazine_id),
      magazineTitle: String(l.title),
      clicks: num(l.clicks),
      uniqueVisitors: num(l.visitors),
      purchases: num(l.purchases),
      conversion: conversionRate(num(l.purchases), num(l.clicks)),
      commission: commission.get(`m${num(l.magazine_id)}`) ?? none(),
    })),
    referringHosts: hosts.map((h) => ({ host: h.host, clicks: num(h.clicks) })),
  };
}
