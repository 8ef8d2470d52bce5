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

type ViewSums = Array<{
  day: string | null;
  article_id: number | null;
  kind: string | null;
  detail: string | null;
  views: unknown;
}>;

/**
 * Views per day (the chart), per article (the table) and per source. All articles: the author's own
 * rollups (migration 0030), one index range of (author, day) each — per article per day, and per source
 * per day. One article (`only`): its rows of view_daily, one index range of (article, day).
 */
async function viewRollups(db: Database, authorId: number, only: SQL | null, fromDay: string) {
  if (only)
    return rows<ViewSums[number]>(
      db,
      sql`select d.day::text as day, d.article_id, d.source_kind as kind, d.source_detail as detail,
            sum(d.views) as views
          from view_daily d
          where d.article_id = any(${only}) and d.day >= ${fromDay}::date
          group by grouping sets ((d.day), (d.article_id), (d.source_kind, d.source_detail))`,
    );
  const [articles, sources] = await Promise.all([
    rows<ViewSums[number]>(
      db,
      sql`select v.day::text as day, v.article_id, null as kind, null as detail, sum(v.views) as views
          from view_daily_by_author v
          where v.author_id = ${authorId} and v.day >= ${fromDay}::date
          group by grouping sets ((v.day), (v.article_id))`,
    ),
    rows<ViewSums[number]>(
      db,
      sql`select null as day, null as article_id, s.source_kind as kind, s.source_detail as detail,
            sum(s.views) as views
          from view_sources_by_author s
          where s.author_id = ${authorId} and s.day >= ${fromDay}::date
          group by 3, 4`,
    ),
  ]);
  return [...articles, ...sources];
}

/** A Postgres int[] literal, one bound parameter (PGlite and pg alike). */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export async function authorAnalytics(
  db: Database,
  authorId: number,
  period: AnalyticsPeriod,
  now: Date,
  articleId?: number,
): Promise<AuthorAnalytics> {
  const from = periodStart(period, now);
  const fromDay = from ?? '1970-01-01'; // before any sale or view
  const fromInstant = new Date(Date.parse(`${fromDay}T00:00:00Z`) - 9 * 3600_000).toISOString();
  const since = sql`${fromInstant}::timestamptz`; // the Tokyo day's first instant: an index range, no expression

  // The author's article ids first, so that every query below reads only these articles' rows (an index
  // range per article) instead of joining articles and walking every article's rollups.
  const only = articleId === undefined ? sql`` : sql` and a.id = ${articleId}`;
  const owned = await rows<{ id: number; title: string; deleted: boolean }>(
    db,
    sql`select a.id, a.title, a.deleted_at is not null as deleted from articles a
        where a.user_id = ${authorId}${only} order by a.id desc`,
  );
  const ids = owned.map((a) => Number(a.id));
  const to = viewDay(now);
  // No articles: still the tips an author can get on their user page (the queries below take an empty list).
  if (ids.length === 0 && articleId !== undefined) return { ...EMPTY, period, from, to };
  const mine = intArray(ids);

  // The whole author's view: their magazines' and tips' take-home too (seller ledger rows of a magazine
  // purchase or a tip), by day, so the totals are the sales pages' to the yen.
  const others =
    articleId === undefined
      ? rows<{ day: string; magazines: unknown; tips: unknown }>(
          db,
          sql`select ${tokyoDay(sql`le.created_at`)}::text as day,
                coalesce(sum(le.amount) filter (where p.magazine_id is not null), 0) as magazines,
                coalesce(sum(le.amount) filter (where le.tip_id is not null), 0) as tips
              from ledger_entries le left join purchases p on p.id = le.purchase_id
              where le.user_id = ${authorId} and le.account = 'seller' and le.created_at >= ${since}
                and (le.tip_id is not null or p.magazine_id is not null)
              group by 1`,
        )
      : Promise.resolve([]);
  const [views, salesByDayArticle, revenueByDayArticle, buyers, links, otherByDay] = await Promise.all([
    viewRollups(db, authorId, articleId === undefined ? null : mine, fromDay),
    rows<{ day: string; article_id: number; purchases: unknown }>(
      db,
      sql`select ${tokyoDay(sql`p.created_at`)}::text as day, p.article_id, count(*) as purchases
          from purchases p
          where p.article_id = any(${mine}) and p.refunded_at is null and p.created_at >= ${since}
          group by 1, 2`,
    ),
    rows<{ day: string; article_id: number; revenue: unknown }>(
      db,
      sql`select ${tokyoDay(sql`le.created_at`)}::text as day, p.article_id, sum(le.amount) as revenue
          from ledger_entries le join purchases p on p.id = le.purchase_id
          where le.user_id = ${authorId} and le.account = 'seller' and le.created_at >= ${since}
            and p.article_id = any(${mine})
          group by 1, 2`,
    ),
    rows<{ article_id: number | null; buyers: unknown }>(
      db,
      sql`select p.article_id, count(distinct p.user_id) as buyers
          from purchases p
          where p.article_id = any(${mine}) and p.refunded_at is null and p.created_at >= ${since}
          group by grouping sets ((p.article_id), ())`,
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
               and rc.created_at >= ${since}) as clicks,
            (select count(*) from purchases p where p.article_id = sl.article_id
               and p.affiliate_user_id = sl.user_id and p.refunded_at is null
               and p.created_at >= ${since}) as purchases
          from share_links sl join users u on u.id = sl.user_id
          where sl.article_id = any(${mine})`,
    ),
    others,
  ]);

  const days = new Map<string, { views: number; purchases: number; revenue: number }>();
  const perArticle = new Map<number, { views: number; purchases: number; revenue: number }>();
  const sources: Array<{ kind: ViewSource['kind']; detail: string; views: number }> = [];
  const add = <K>(map: Map<K, { views: number; purchases: number; revenue: number }>, key: K) => {
    const f = map.get(key) ?? { views: 0, purchases: 0, revenue: 0 };
    map.set(key, f);
    return f;
  };
  for (const r of views) {
    if (r.day !== null) add(days, r.day).views += num(r.views);
    else if (r.article_id !== null) add(perArticle, Number(r.article_id)).views += num(r.views);
    else sources.push({ kind: r.kind as ViewSource['kind'], detail: r.detail ?? '', views: num(r.views) });
  }
  for (const r of salesByDayArticle) {
    add(days, r.day).purchases += num(r.purchases);
    add(perArticle, Number(r.article_id)).purchases += num(r.purchases);
  }
  for (const r of revenueByDayArticle) {
    add(days, r.day).revenue += num(r.revenue);
    add(perArticle, Number(r.article_id)).revenue += num(r.revenue);
  }
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
  const otherRevenue = { magazines: 0, tips: 0 };
  for (const r of otherByDay) {
    const magazines = num(r.magazines);
    const tipped = num(r.tips);
    otherRevenue.magazines += magazines;
    otherRevenue.tips += tipped;
    add(days, r.day).revenue += magazines + tipped;
  }
  sum.revenue += otherRevenue.magazines + otherRevenue.tips;
  // A deleted article is listed only while it has figures in the period (its title is gone).
  const titleOf = new Map(owned.filter((a) => a.deleted !== true).map((a) => [Number(a.id), a.title]));
  const articleIds = new Set([...titleOf.keys(), ...perArticle.keys()]);
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    period,
    from,
    to,
    totals: figures(sum, allBuyers),
    daily: [...days.entries()].sort(([a], [b]) => byText(a, b)).map(([day, f]) => ({ day, ...f })),
    articles: [...articleIds].map((id) => ({
      articleId: id,
      title: titleOf.get(id) ?? '',
      ...figures(perArticle.get(id) ?? { views: 0, purchases: 0, revenue: 0 }, buyersOf.get(id) ?? 0),
    })),
    sources: sources
      .sort((a, b) => b.views - a.views || byText(a.kind, b.kind) || byText(a.detail, b.detail))
      .slice(0, 10),
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
      .sort((a, b) => b.purchases - a.purchases || b.clicks - a.clicks || byText(a.code, b.code))
      .slice(0, 10),
    ...(articleId === undefined ? { otherRevenue } : {}),
  };
}

const EMPTY: Omit<AuthorAnalytics, 'period' | 'from' | 'to'> = {
  totals: { views: 0, uniqueBuyers: 0, purchases: 0, conversion: 0, revenue: 0 },
  daily: [],
  articles: [],
  sources: [],
  referralLinks: [],
};
