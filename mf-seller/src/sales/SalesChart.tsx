/**
 * The last 12 months on sales management: sales, fees, commissions paid and profit (GET
 * /v1/sales/sales_profit). uPlot (≈ 20 KB gz) is loaded only with this chart; the same figures are a
 * table for screen readers and small screens, so nothing depends on the canvas.
 */
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SalesProfit } from '@shirube/api-contract';
import { vars, Price, yenText } from '@shirube/ui';
import { useApiClient } from '../lib/SellerRoot';
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
    id: 'seller.chart.profit',
    color: vars.color.accent,
    pick: (m: SalesProfit['months'][number]) => m.profit,
  },
];

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
              { size: 70, values: (_u, ticks) => ticks.map((t) => intl.formatNumber(t)) },
            ],
            scales: { x: { time: false } },
            series: [
              {
                label: intl.formatMessage({ id: 'seller.history.month' }),
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
  const [data, setData] = useState<SalesProfit | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    client.sales.salesProfit().then(
      (r) => setData(r.data),
      () => setFailed(true),
    );
  }, [client]);
  return (
    <section className={s.chartSection} aria-labelledby="sales-chart-title">
      <h2 id="sales-chart-title" className={s.chartTitle}>
        <FormattedMessage id="seller.chart.title" />
      </h2>
      {failed && (
        <p role="alert">
          <FormattedMessage id="seller.loadFailed" />
        </p>
      )}
      {!data && !failed && (
        <p aria-busy="true">
          <FormattedMessage id="seller.loading" />
        </p>
      )}
      {data && (
        <>
          <Chart data={data} />
          <details className={s.chartTable}>
            <summary>
              <FormattedMessage id="seller.chart.table" />
            </summary>
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="sales-chart-table">
                <thead>
                  <tr>
                    <th className={s.th}>
                      <FormattedMessage id="seller.history.month" />
                    </th>
                    {SERIES.map((series) => (
                      <th key={series.id} className={s.thNum}>
                        <FormattedMessage id={series.id} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.months.map((m) => (
                    <tr key={m.month}>
                      <td className={s.td}>
                        <FormattedMessage
                          id="seller.history.monthOption"
                          values={{ year: m.month.slice(0, 4), month: Number(m.month.slice(5)) }}
                        />
                      </td>
                      {SERIES.map((series) => (
                        <td key={series.id} className={s.num}>
                          <Price amount={series.pick(m)} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
