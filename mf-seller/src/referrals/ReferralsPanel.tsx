/**
 * The referrer's own links (issue 36 item 4), article and magazine links (a magazine's marked マガジン), a
 * view of /dashboard/analytics (`?view=referrals`): per link clicks, visitors, purchases, conversion and
 * the 紹介料 by ledger state over a period; where the clicks came from; a table sortable by each column;
 * CSV by the sales CSV rules. Figures from GET /v1/current/referral_analytics (the API answers only the
 * signed-in user's links). No chart: the API has no series over days for links, and a bar per link would
 * repeat the table.
 */
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnalyticsPeriod, ReferralAnalytics } from '@shirube/api-contract';
import { Button, Price } from '@shirube/ui';
import { DataTable, MoneyCell, TableScroll } from '../lib/DataTable';
import { LoadStatus } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import * as t from '../lib/table.css';
import { useLoaded } from '../lib/useLoaded';
import * as sales from '../sales/sales.css';
import * as s from '../analytics/analytics.css';
import { downloadCsv, PeriodPicker } from '../analytics/PeriodPicker';
import { COMMISSION_STATES, linkRows, linkTotals, referralsCsv, sortLinks, type SortKey } from './referrals';

const COLUMNS: ReadonlyArray<{ key: SortKey; num: boolean }> = [
  { key: 'title', num: false },
  { key: 'clicks', num: true },
  { key: 'uniqueVisitors', num: true },
  { key: 'purchases', num: true },
  { key: 'conversion', num: true },
  ...COMMISSION_STATES.map((key) => ({ key, num: true })),
];
const heading = (key: SortKey) => `seller.referrals.${key === 'title' ? 'article' : key}`;

function Totals({ data }: { data: ReferralAnalytics }) {
  const intl = useIntl();
  const sum = linkTotals(linkRows(data));
  const card = (key: string, value: React.ReactNode) => (
    <div className={sales.card} data-testid={`referrals-${key}`} key={key}>
      <div className={sales.cardLabel}>
        <FormattedMessage id={`seller.referrals.${key}`} />
      </div>
      <p className={sales.cardValue}>{value}</p>
    </div>
  );
  return (
    <div className={sales.cards}>
      {card('clicks', intl.formatNumber(sum.clicks))}
      {card('uniqueVisitors', intl.formatNumber(sum.uniqueVisitors))}
      {card('purchases', intl.formatNumber(sum.purchases))}
      {card('conversion', intl.formatNumber(sum.conversion, { style: 'percent', maximumFractionDigits: 1 }))}
      {COMMISSION_STATES.map((state) => card(state, <Price amount={sum[state]} />))}
    </div>
  );
}

function LinkTable({ data }: { data: ReferralAnalytics }) {
  const intl = useIntl();
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'clicks',
    descending: true,
  });
  const rows = sortLinks(linkRows(data), sort.key, sort.descending);
  return (
    <TableScroll labelId="seller.referrals.links">
      <table className={t.table} data-testid="referrals-links">
        <thead>
          <tr>
            {COLUMNS.map((c) => {
              const name = intl.formatMessage({ id: heading(c.key) });
              const active = sort.key === c.key;
              return (
                <th
                  key={c.key}
                  className={c.num ? t.thNum : t.th}
                  aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                >
                  <button
                    type="button"
                    className={s.sortButton}
                    aria-label={intl.formatMessage({ id: 'seller.referrals.sortBy' }, { column: name })}
                    onClick={() => setSort({ key: c.key, descending: active ? !sort.descending : c.num })}
                    data-testid={`referrals-sort-${c.key}`}
                  >
                    {name}
                    {active ? (sort.descending ? ' ▼' : ' ▲') : ''}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={`${l.kind}:${l.code}`} data-testid="referrals-link-row">
              <td className={t.titleCell}>
                {l.title}
                <br />
                <small>
                  {l.kind === 'magazine' && (
                    <span data-testid="referrals-link-magazine">
                      <FormattedMessage id="seller.referrals.kind.magazine" />{' '}
                    </span>
                  )}
                  {l.code}
                </small>
              </td>
              <td className={t.num}>{intl.formatNumber(l.clicks)}</td>
              <td className={t.num}>{intl.formatNumber(l.uniqueVisitors)}</td>
              <td className={t.num}>{intl.formatNumber(l.purchases)}</td>
              <td className={t.num}>
                {intl.formatNumber(l.conversion, { style: 'percent', maximumFractionDigits: 1 })}
              </td>
              {COMMISSION_STATES.map((state) => (
                <MoneyCell key={state} amount={l.commission[state]} />
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td className={t.td} colSpan={COLUMNS.length}>
                <FormattedMessage id="seller.referrals.noData" />
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function ReferralsPanel() {
  const intl = useIntl();
  const client = useApiClient();
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const { data, failed } = useLoaded(
    useCallback(
      () => client.analytics.referralAnalytics({ query: { period } }).then((r) => r.data),
      [client, period],
    ),
  );
  return (
    <>
      <p className={sales.note}>
        <FormattedMessage id="seller.referrals.lead" />
      </p>
      <div className={s.controls}>
        <PeriodPicker period={period} onChange={setPeriod} testIdPrefix="referrals-period-" />
        {data && linkRows(data).length > 0 && (
          <Button
            variant="secondary"
            onClick={() => downloadCsv(`referrals-${period}.csv`, referralsCsv(intl, data))}
            data-testid="referrals-csv"
          >
            <FormattedMessage id="seller.referrals.csv" />
          </Button>
        )}
      </div>
      <LoadStatus loading={!data} failed={failed} />
      {data && (
        <>
          <Totals data={data} />
          <section className={s.section}>
            <h2 className={sales.chartTitle}>
              <FormattedMessage id="seller.referrals.links" />
            </h2>
            <LinkTable data={data} />
          </section>
          <section className={s.section}>
            <h2 className={sales.chartTitle}>
              <FormattedMessage id="seller.referrals.hosts" />
            </h2>
            <DataTable
              labelId="seller.referrals.hosts"
              columns={[{ id: 'seller.referrals.host' }, { id: 'seller.referrals.clicks', num: true }]}
              testId="referrals-hosts"
            >
              {data.referringHosts.map((h) => (
                <tr key={h.host}>
                  <td className={t.td}>
                    {h.host === '' ? intl.formatMessage({ id: 'seller.referrals.hostUnknown' }) : h.host}
                  </td>
                  <td className={t.num}>{intl.formatNumber(h.clicks)}</td>
                </tr>
              ))}
            </DataTable>
          </section>
        </>
      )}
    </>
  );
}
