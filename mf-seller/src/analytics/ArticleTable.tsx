/** The per-article table, sortable by each column (a button in each heading, aria-sort on the column). */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthorAnalytics } from '@shirube/api-contract';
import { MoneyCell, TableScroll } from '../lib/DataTable';
import * as t from '../lib/table.css';
import * as s from './analytics.css';

type Row = AuthorAnalytics['articles'][number];
type Key = 'title' | 'views' | 'uniqueBuyers' | 'purchases' | 'conversion' | 'revenue';
const COLUMNS: ReadonlyArray<{ key: Key; id: string; num: boolean }> = [
  { key: 'title', id: 'seller.analytics.article', num: false },
  { key: 'views', id: 'seller.analytics.views', num: true },
  { key: 'uniqueBuyers', id: 'seller.analytics.uniqueBuyers', num: true },
  { key: 'purchases', id: 'seller.analytics.purchases', num: true },
  { key: 'conversion', id: 'seller.analytics.conversion', num: true },
  { key: 'revenue', id: 'seller.analytics.revenue', num: true },
];

function compare(a: Row, b: Row, key: Key): number {
  const x = a[key];
  const y = b[key];
  return typeof x === 'string' ? x.localeCompare(String(y), 'ja') : x - (y as number);
}

export function ArticleTable({ rows }: { rows: readonly Row[] }) {
  const intl = useIntl();
  const [sort, setSort] = useState<{ key: Key; descending: boolean }>({ key: 'views', descending: true });
  const sorted = [...rows].sort((a, b) => {
    const order = compare(a, b, sort.key);
    return (sort.descending ? -order : order) || a.articleId - b.articleId;
  });
  return (
    <TableScroll labelId="seller.analytics.article">
      <table className={t.table} data-testid="analytics-articles">
        <thead>
          <tr>
            {COLUMNS.map((c) => {
              const name = intl.formatMessage({ id: c.id });
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
                    aria-label={intl.formatMessage({ id: 'seller.analytics.sortBy' }, { column: name })}
                    onClick={() => setSort({ key: c.key, descending: active ? !sort.descending : c.num })}
                    data-testid={`sort-${c.key}`}
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
          {sorted.map((r) => (
            <tr key={r.articleId} data-testid="analytics-article-row">
              <td className={t.titleCell}>{r.title}</td>
              <td className={t.num}>{intl.formatNumber(r.views)}</td>
              <td className={t.num}>{intl.formatNumber(r.uniqueBuyers)}</td>
              <td className={t.num}>{intl.formatNumber(r.purchases)}</td>
              <td className={t.num}>
                {intl.formatNumber(r.conversion, { style: 'percent', maximumFractionDigits: 1 })}
              </td>
              <MoneyCell amount={r.revenue} />
            </tr>
          ))}
          {sorted.length === 0 && (
            <tr>
              <td className={t.td} colSpan={COLUMNS.length}>
                <FormattedMessage id="seller.analytics.noData" />
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
