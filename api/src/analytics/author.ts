// The author's analytics (issue 36 item 3). Views come from the daily rollups only (never the raw
// events); purchases and buyers from `purchases` (refunded ones left out, as the affiliate ranking
// does); take-home from the author's `seller` ledger rows — the rows the sales pages sum, so the yen agree.
import { conversionRate, viewDay, type ViewSource } from '@shirube/domain';
import type { AnalyticsPeriod, AuthorAnalytics } from '@shirube/api-contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';

type Rows<T> = { rows: T[] };
const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<Exclude<AnalyticsPeriod, 'all'>, number> = { '7d': 7, '30d': 30, '12m': 365 };
/** A ledger or purchase time's Tokyo day (Japan has no DST: +9 h is exact). */
const tokyoDay = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '9 hours')::date`;

/** The first Tokyo day of a period ending today (null: all time). */
export function periodStart(period: AnalyticsPeriod, now: Date): string | null {
  if (period === 'all') return null;
  return viewDay(new Date(now.getTime() - (PERIOD_DAYS[period] - 1) * DAY_MS));
}

const rows = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;
const num = (v: unknown) => Number(v ?? 0);

export async function authorAnalytics(
  db: Database,
  authorId: number,
  period: AnalyticsPeriod,
  now: Date,
  articleId?: number,
): Promise<AuthorAnalytics> {
  const from = periodStart(period, now);
  const fromDay = from ?? '1970-01-01'; // before any sale or view
  const only = articleId === undefined ? sql`` : sql` and a.id = ${articleId}`;
  const own = sql`a.user_id = ${authorId}${only}`;
  const fromInstant = new Date(Date.parse(`${fromDay}T00:00:00Z`) - 9 * 3600_000).toISOString();

  const [viewsByDayArticle, salesByDayArticle, revenueByDayArticle, buyers, sources, links] =
    await Promise.all([
      rows<{ day: string; article_id: number; views: unknown }>(
        db,
        sql`select d.day::text as day, d.article_id, sum(d.views) as views
          from view_daily d join articles a on a.id = d.article_id
          where ${own} and d.day >= ${fromDay}::date group by 1, 2`,
      ),
      rows<{ day: string; article_id: number; purchases: unknown; buyers: unknown }>(
        db,
        sql`select ${tokyoDay(sql`p.created_at`)}::text as day, p.article_id, count(*) as purchases
          from purchases p join articles a on a.id = p.article_id
          where ${own} and p.refunded_at is null and ${tokyoDay(sql`p.created_at`)} >= ${fromDay}::date
          group by 1, 2`,
      ),
      rows<{ day: string; article_id: number; revenue: unknown }>(
        db,
        sql`select ${tokyoDay(sql`le.created_at`)}::text as day, p.article_id, sum(le.amount) as revenue
          from ledger_entries le join purchases p on p.id = le.purchase_id join articles a on a.id = p.article_id
          where ${own} and le.user_id = ${authorId} and le.account = 'seller'
            and ${tokyoDay(sql`le.created_at`)} >= ${fromDay}::date
          group by 1, 2`,
      ),
      rows<{ article_id: number | null; buyers: unknown }>(
        db,
        sql`select p.article_id, count(distinct p.user_id) as buyers
          from purchases p join articles a on a.id = p.article_id
          where ${own} and p.refunded_at is null and ${tokyoDay(sql`p.created_at`)} >= ${fromDay}::date
          group by grouping sets ((p.article_id), ())`,
      ),
      rows<{ kind: string; detail: string; views: unknown }>(
        db,
        sql`select d.source_kind as kind, d.source_detail as detail, sum(d.views) as views
          from view_daily d join articles a on a.id = d.article_id
          where ${own} and d.day >= ${fromDay}::date
          group by 1, 2 order by views desc, kind, detail limit 10`,
      ),
      rows<{
        code: string;
        article_id: number;
        account: string;
        name: string;
        clicks: unknown;
        purchases: unknown;
      }>(
        db,
        sql`select sl.code, sl.article_id, u.account, u.name,
            (select count(*) from referral_clicks rc where rc.share_link_id = sl.id
               and rc.created_at >= ${fromInstant}::timestamptz) as clicks,
            (select count(*) from purchases p where p.article_id = sl.article_id
               and p.affiliate_user_id = sl.user_id and p.refunded_at is null
               and ${tokyoDay(sql`p.created_at`)} >= ${fromDay}::date) as purchases
          from share_links sl join articles a on a.id = sl.article_id join users u on u.id = sl.user_id
          where ${own}`,
      ),
    ]);
  const titles = await rows<{ id: number; title: string }>(
    db,
    sql`select a.id, a.title from articles a where ${own} and a.deleted_at is null order by a.id desc`,
  );

  const days = new Map<string, { views: number; purchases: number; revenue: number }>();
  const perArticle = new Map<number, { views: number; purchases: number; revenue: number }>();
  const bump = (day: string, id: number, field: 'views' | 'purchases' | 'revenue', value: number) => {
    const d = days.get(day) ?? { views: 0, purchases: 0, revenue: 0 };
    d[field] += value;
    days.set(day, d);
    const a = perArticle.get(id) ?? { views: 0, purchases: 0, revenue: 0 };
    a[field] += value;
    perArticle.set(id, a);
  };
  for (const r of viewsByDayArticle) bump(r.day, Number(r.article_id), 'views', num(r.views));
  for (const r of salesByDayArticle) bump(r.day, Number(r.article_id), 'purchases', num(r.purchases));
  for (const r of revenueByDayArticle) bump(r.day, Number(r.article_id), 'revenue', num(r.revenue));
  const buyersOf = new Map(
    buyers.filter((b) => b.article_id !== null).map((b) => [Number(b.article_id), num(b.buyers)]),
  );
  const allBuyers = num(buyers.find((b) => b.article_id === null)?.buyers);

  const figures = (f: { views: number; purchases: number; revenue: number }, uniqueBuyers: number) => ({
    ...f,
    uniqueBuyers,
    conversion: conversionRate(f.purchases, f.views),
  });
  const sum = { views: 0, purchases: 0, revenue: 0 };
  for (const f of perArticle.values()) {
    sum.views += f.views;
    sum.purchases += f.purchases;
    sum.revenue += f.revenue;
  }
  const titleOf = new Map(titles.map((t) => [Number(t.id), t.title]));
  const articleIds = new Set([...titleOf.keys(), ...perArticle.keys()]);
  return {
    period,
    from,
    to: viewDay(now),
    totals: figures(sum, allBuyers),
    daily: [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, f]) => ({ day, ...f })),
    articles: [...articleIds].map((id) => ({
      articleId: id,
      title: titleOf.get(id) ?? '',
      ...figures(perArticle.get(id) ?? { views: 0, purchases: 0, revenue: 0 }, buyersOf.get(id) ?? 0),
    })),
    sources: sources.map((s) => ({
      kind: s.kind as ViewSource['kind'],
      detail: s.detail,
      views: num(s.views),
    })),
    referralLinks: links
      .map((l) => ({
        code: l.code,
        articleId: Number(l.article_id),
        affiliateAccount: l.account,
        affiliateName: l.name,
        clicks: num(l.clicks),
        purchases: num(l.purchases),
        conversion: conversionRate(num(l.purchases), num(l.clicks)),
      }))
      .filter((l) => l.clicks > 0 || l.purchases > 0)
      .sort((a, b) => b.purchases - a.purchases || b.clicks - a.clicks || (a.code < b.code ? -1 : 1))
      .slice(0, 10),
  };
}
