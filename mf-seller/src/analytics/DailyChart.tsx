/**
 * Views and purchases per day (uPlot, loaded with this chart only, as the sales chart does); the same
 * figures are a table for screen readers and small screens.
 */
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthorAnalytics } from '@shirube/api-contract';
import { vars } from '@shirube/ui';
import { DataTable, MoneyCell } from '../lib/DataTable';
import * as t from '../lib/table.css';
import * as s from '../sales/sales.css';
import '../sales/uplot.css';

type Day = AuthorAnalytics['daily'][number];
const SERIES = [
  { id: 'seller.analytics.views', color: vars.color.info, pick: (d: Day) => d.views },
  { id: 'seller.analytics.purchases', color: vars.color.accent, pick: (d: Day) => d.purchases },
];
const COLUMNS = [
  { id: 'seller.analytics.day' },
  { id: 'seller.analytics.views', num: true },
  { id: 'seller.analytics.purchases', num: true },
  { id: 'seller.analytics.revenue', num: true },
];

const resolve = (el: Element, value: string) =>
  value.startsWith('var(')
    ? getComputedStyle(el).getPropertyValue(value.slice(4, -1)).trim() || '#888'
    : value;
const slash = (day: string) => day.replaceAll('-', '/');

export function DailyChart({ daily }: { daily: AuthorAnalytics['daily'] }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || daily.length === 0) return;
    let plot: { destroy(): void } | undefined;
    let live = true;
    void import('uplot').then(({ default: UPlot }) => {
      if (!live) return;
      const label = (i: number) => slash(daily[i]?.day ?? '').slice(5);
      try {
        plot = new UPlot(
          {
            width: el.clientWidth || 600,
            height: 240,
            axes: [
              { values: (_u, ticks) => ticks.map((v) => (Number.isInteger(v) ? label(v) : '')) },
              { size: 60, values: (_u, ticks) => ticks.map((v) => intl.formatNumber(v)) },
            ],
            scales: { x: { time: false } },
            series: [
              {
                label: intl.formatMessage({ id: 'seller.analytics.day' }),
                value: (_u: unknown, i: number | null) => (i === null ? '' : label(i)),
              },
              ...SERIES.map((series) => ({
                label: intl.formatMessage({ id: series.id }),
                stroke: resolve(el, series.color),
                width: 2,
              })),
            ],
          },
          [daily.map((_, i) => i), ...SERIES.map((series) => daily.map(series.pick))],
          el,
        );
      } catch {
        // No canvas (a test DOM): the table carries the same figures.
      }
    });
    return () => {
      live = false;
      plot?.destroy();
    };
  }, [daily, intl]);
  return (
    <section className={s.chartSection} aria-labelledby="analytics-chart-title">
      <h2 id="analytics-chart-title" className={s.chartTitle}>
        <FormattedMessage id="seller.analytics.chartTitle" />
      </h2>
      {daily.length === 0 ? (
        <p className={t.td} data-testid="analytics-chart-empty">
          <FormattedMessage id="seller.analytics.noData" />
        </p>
      ) : (
        <div ref={box} className={s.chart} data-testid="analytics-chart" aria-hidden="true" />
      )}
      <details className={s.chartTable}>
        <summary>
          <FormattedMessage id="seller.chart.table" />
        </summary>
        <DataTable labelId="seller.analytics.chartTitle" columns={COLUMNS} testId="analytics-daily">
          {daily.map((d) => (
            <tr key={d.day}>
              <td className={t.td}>{slash(d.day)}</td>
              <td className={t.num}>{intl.formatNumber(d.views)}</td>
              <td className={t.num}>{intl.formatNumber(d.purchases)}</td>
              <MoneyCell amount={d.revenue} />
            </tr>
          ))}
        </DataTable>
      </details>
    </section>
  );
}
