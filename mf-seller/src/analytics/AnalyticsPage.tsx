/**
 * /dashboard/analytics (issue 36): views, buyers, purchases, conversion and take-home over a period, for
 * all articles or one; daily chart, sources, referral links, a sortable per-article table, CSV. Figures
 * from GET /v1/current/analytics (view rollups; purchases and the ledger the sales pages sum).
 * `?view=referrals`: the signed-in user's own referral links (../referrals, a chunk of its own) — a view of
 * this page rather than a route of its own, so the shell's route table and contract stay as they are.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnalyticsPeriod, AuthorAnalytics } from '@shirube/api-contract';
import { Button, Price } from '@shirube/ui';
import { DashboardNav } from '../dashboard/DashboardNav';
import * as d from '../dashboard/dashboard.css';
import { DataTable } from '../lib/DataTable';
import { Loading, LoadStatus, PageTitle } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import * as t from '../lib/table.css';
import { useLoaded } from '../lib/useLoaded';
import * as sales from '../sales/sales.css';
import { ArticleTable } from './ArticleTable';
import { DailyChart } from './DailyChart';
import { analyticsCsv, sourceLabel } from './sources';
import * as s from './analytics.css';
import { downloadCsv, PeriodPicker } from './PeriodPicker';

const VIEWS = ['articles', 'referrals'] as const;
const LazyReferrals = lazy(() =>
  import('../referrals/ReferralsPanel').then((m) => ({ default: m.ReferralsPanel })),
);

function Figures({
  totals,
  other,
}: Pick<AuthorAnalytics, 'totals'> & { other?: AuthorAnalytics['otherRevenue'] }) {
  const intl = useIntl();
  const card = (id: string, value: React.ReactNode) => (
    <div className={sales.card} data-testid={`analytics-${id}`}>
      <div className={sales.cardLabel}>
        <FormattedMessage id={`seller.analytics.${id}`} />
      </div>
      <p className={sales.cardValue}>{value}</p>
    </div>
  );
  return (
    <div className={sales.cards}>
      {card('views', intl.formatNumber(totals.views))}
      {card('uniqueBuyers', intl.formatNumber(totals.uniqueBuyers))}
      {card('purchases', intl.formatNumber(totals.purchases))}
      {card(
        'conversion',
        intl.formatNumber(totals.conversion, { style: 'percent', maximumFractionDigits: 1 }),
      )}
      {card(
        'revenue',
        <>
          <Price amount={totals.revenue} />
          {other && other.magazines + other.tips > 0 && (
            <small className={s.revenueParts} data-testid="analytics-other-revenue">
              <FormattedMessage
                id="seller.analytics.otherRevenue"
                values={{
                  magazines: <Price amount={other.magazines} />,
                  tips: <Price amount={other.tips} />,
                }}
              />
            </small>
          )}
        </>,
      )}
    </div>
  );
}

/** An empty table says so (a heading row alone reads as a fault). */
function NoData({ columns }: { columns: number }) {
  return (
    <tr>
      <td className={t.td} colSpan={columns}>
        <FormattedMessage id="seller.analytics.noData" />
      </td>
    </tr>
  );
}

function ArticleAnalytics() {
  const intl = useIntl();
  const client = useApiClient();
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const [articleId, setArticleId] = useState<number | undefined>(undefined);
  // The article picker lists every article of the period's answer for all articles.
  const { data: all, failed: allFailed } = useLoaded(
    useCallback(
      () => client.analytics.authorAnalytics({ query: { period } }).then((r) => r.data),
      [client, period],
    ),
  );
  const { data: one, failed: oneFailed } = useLoaded(
    useCallback(
      () =>
        articleId === undefined
          ? Promise.resolve(null)
          : client.analytics.authorAnalytics({ query: { period, articleId } }).then((r) => r.data),
      [client, period, articleId],
    ),
  );
  const data = articleId === undefined ? all : one;
  const failed = allFailed || oneFailed;
  return (
    <>
      <p className={sales.note}>
        <FormattedMessage id="seller.analytics.lead" />
      </p>
      <div className={s.controls}>
        <PeriodPicker period={period} onChange={setPeriod} testIdPrefix="period-" />
        <label>
          <FormattedMessage id="seller.analytics.article" />{' '}
          <select
            value={articleId ?? ''}
            onChange={(e) => setArticleId(e.target.value === '' ? undefined : Number(e.target.value))}
            data-testid="analytics-article"
          >
            <option value="">{intl.formatMessage({ id: 'seller.analytics.allArticles' })}</option>
            {(all?.articles ?? []).map((a) => (
              <option key={a.articleId} value={a.articleId}>
                {a.title}
              </option>
            ))}
          </select>
        </label>
        {data && (
          <Button
            variant="secondary"
            onClick={() => downloadCsv(`analytics-${period}.csv`, analyticsCsv(intl, data))}
            data-testid="analytics-csv"
          >
            <FormattedMessage id="seller.analytics.csv" />
          </Button>
        )}
      </div>
      <LoadStatus loading={!data} failed={failed} />
      {data && (
        <>
          <Figures totals={data.totals} {...(data.otherRevenue ? { other: data.otherRevenue } : {})} />
          <DailyChart daily={data.daily} />
          <section className={s.section}>
            <h2 className={sales.chartTitle}>
              <FormattedMessage id="seller.analytics.sources" />
            </h2>
            <DataTable
              labelId="seller.analytics.sources"
              columns={[{ id: 'seller.analytics.source' }, { id: 'seller.analytics.views', num: true }]}
              testId="analytics-sources"
            >
              {data.sources.length === 0 && <NoData columns={2} />}
              {data.sources.map((x) => (
                <tr key={`${x.kind}:${x.detail}`}>
                  <td className={t.td}>{sourceLabel(intl, x.kind, x.detail)}</td>
                  <td className={t.num}>{intl.formatNumber(x.views)}</td>
                </tr>
              ))}
            </DataTable>
          </section>
          <section className={s.section}>
            <h2 className={sales.chartTitle}>
              <FormattedMessage id="seller.analytics.referralLinks" />
            </h2>
            <DataTable
              labelId="seller.analytics.referralLinks"
              columns={[
                { id: 'seller.analytics.affiliate' },
                { id: 'seller.analytics.clicks', num: true },
                { id: 'seller.analytics.purchases', num: true },
                { id: 'seller.analytics.conversion', num: true },
              ]}
              testId="analytics-links"
            >
              {data.referralLinks.length === 0 && <NoData columns={4} />}
              {data.referralLinks.map((l) => (
                <tr key={l.code}>
                  <td className={t.td}>{`${l.affiliateName} @${l.affiliateAccount}`}</td>
                  <td className={t.num}>{intl.formatNumber(l.clicks)}</td>
                  <td className={t.num}>{intl.formatNumber(l.purchases)}</td>
                  <td className={t.num}>
                    {intl.formatNumber(l.conversion, { style: 'percent', maximumFractionDigits: 1 })}
                  </td>
                </tr>
              ))}
            </DataTable>
          </section>
          <section className={s.section}>
            <ArticleTable rows={data.articles} />
          </section>
        </>
      )}
    </>
  );
}

export function AnalyticsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const view = params.get('view') === 'referrals' ? 'referrals' : 'articles';
  return (
    <>
      <PageTitle id="seller.analytics.title" />
      <DashboardNav />
      <nav aria-label={intl.formatMessage({ id: 'seller.referrals.tabs' })} className={d.nav}>
        {VIEWS.map((v) => (
          <Link
            key={v}
            to={v === 'articles' ? '/dashboard/analytics' : '/dashboard/analytics?view=referrals'}
            aria-current={v === view ? 'page' : undefined}
            className={v === view ? d.linkActive : d.link}
            data-testid={`analytics-view-${v}`}
          >
            <FormattedMessage id={`seller.referrals.tab.${v}`} />
          </Link>
        ))}
      </nav>
      {view === 'referrals' ? (
        <Suspense fallback={<Loading />}>
          <LazyReferrals />
        </Suspense>
      ) : (
        <ArticleAnalytics />
      )}
    </>
  );
}
