/**
 * The last 12 months on sales management: sales, fees, commissions paid and profit (GET
 * /v1/sales/sales_profit). uPlot (≈ 20 KB gz) is loaded only with this chart; the same figures are a
 * table for screen readers and small screens, so nothing depends on the canvas.
 */
import { useCallback, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SalesProfit } from '@shirube/api-contract';
import { vars, yenText } from '@shirube/ui';
import { DataTable, MoneyCell } from '../lib/DataTable';
import { monthValues } from '../lib/format';
import { LoadStatus } from '../lib/PageStatus';
import { useApiClient } from '../lib/SellerRoot';
import * as t from '../lib/table.css';
import { useLoaded } from '../lib/useLoaded';
import * as s from './sales.css';
import './uplot.css';

const SERIES = [
  { id: 'seller.chart.sales', color: vars.color.info, pick: (m: SalesProfit['months'][number]) => m.sales },
  {
    id: 'seller.chart.fee',
    color: vars.color.textMuted,
    pick: (m: SalesProfit['months'][number]) => m.feeDetail.system,
  },
  {
    id: 'seller.chart.commission',
    color: vars.color.danger,
    pick: (m: SalesProfit['months'][number]) => m.feeDetail.affiliate,
  },
  {
    // The viewer's own 紹介料 (an affiliate's earnings), apart from 紹介料 paid on their sales.
    id: 'seller.chart.commissionEarned',
    color: vars.color.success,
    pick: (m: SalesProfit['months'][number]) => m.commissionEarned ?? 0,
  },
  {
    id: 'seller.chart.profit',
    color: vars.color.accent,
    pick: (m: SalesProfit['months'][number]) => m.profit,
  },
];

const COLUMNS = [{ id: 'seller.chart.monthLabel' }, ...SERIES.map(({ id }) => ({ id, num: true }))];

/** CSS variables → the colour the canvas needs. */
const resolve = (el: Element, value: string) =>
  value.startsWith('var(')
    ? getComputedStyle(el).getPropertyValue(value.slice(4, -1)).trim() || '#888'
    : value;

function Chart({ data }: { data: SalesProfit }) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: { destroy(): void } | undefined;
    let live = true;
    void import('uplot').then(({ default: UPlot }) => {
      if (!live) return;
      const label = (i: number) =>
        intl.formatMessage({ id: 'seller.chart.month' }, { month: Number(data.months[i]?.month.slice(5)) });
      try {
        plot = new UPlot(
          {
            width: el.clientWidth || 600,
            height: 260,
            axes: [
              { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? label(t) : '')) },
              // The y axis in yen, said once as its label (円), the ticks plain numbers.
              {
                size: 70,
                label: intl.formatMessage({ id: 'seller.chart.yAxis' }),
                values: (_u, ticks) => ticks.map((t) => intl.formatNumber(t)),
              },
            ],
            scales: { x: { time: false } },
            series: [
              {
                label: intl.formatMessage({ id: 'seller.chart.monthLabel' }),
                // No month under the cursor yet (i is null): an empty legend, not 「NaN月」.
                value: (_u: unknown, i: number | null) => (i === null ? '' : label(i)),
              },
              ...SERIES.map((series) => ({
                label: intl.formatMessage({ id: series.id }),
                stroke: resolve(el, series.color),
                width: 2,
                value: (_u: unknown, v: number | null) => (v === null ? '' : yenText(intl, v)),
              })),
            ],
          },
          [data.months.map((_, i) => i), ...SERIES.map((series) => data.months.map(series.pick))],
          el,
        );
      } catch {
        // No canvas (very old browser, or a test DOM): the table below carries the same figures.
      }
    });
    return () => {
      live = false;
      plot?.destroy();
    };
  }, [data, intl]);
  return <div ref={box} className={s.chart} data-testid="sales-chart" aria-hidden="true" />;
}

export function SalesChart() {
  const client = useApiClient();
  const { data, failed } = useLoaded(
    useCallback(() => client.sales.salesProfit().then((r) => r.data), [client]),
  );
  return (
    <section className={s.chartSection} aria-labelledby="sales-chart-title">
      <h2 id="sales-chart-title" className={s.chartTitle}>
        <FormattedMessage id="seller.chart.title" />
      </h2>
      <LoadStatus loading={!data} failed={failed} />
      {data && (
        <>
          <Chart data={data} />
          <details className={s.chartTable}>
            <summary>
              <FormattedMessage id="seller.chart.table" />
            </summary>
            <DataTable labelId="seller.chart.title" columns={COLUMNS} testId="sales-chart-table">
              {data.months.map((m) => (
                <tr key={m.month}>
                  <td className={t.td}>
                    <FormattedMessage id="seller.history.monthOption" values={monthValues(m.month)} />
                  </td>
                  {SERIES.map((series) => (
                    <MoneyCell key={series.id} amount={series.pick(m)} />
                  ))}
                </tr>
              ))}
            </DataTable>
          </details>
        </>
      )}
    </section>
  );
}
