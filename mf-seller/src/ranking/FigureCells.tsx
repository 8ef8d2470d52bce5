/** What both ranking tables (articles, magazines) show of an affiliator's referrals, heading and cells in the same order. */
import { useIntl } from 'react-intl';
import { MoneyCell } from '../lib/DataTable';
import * as t from '../lib/table.css';

export const FIGURE_COLUMNS = [
  { id: 'seller.ranking.clicks', num: true },
  { id: 'seller.ranking.salesCount', num: true },
  { id: 'seller.ranking.conversion', num: true },
  { id: 'seller.ranking.salesAmount', num: true },
  { id: 'seller.ranking.commission', num: true },
];

export function FigureCells({
  row,
  conversionTestId,
}: {
  row: { clicks?: number; salesCount: number; conversion?: number; salesAmount: number; commission: number };
  conversionTestId: string;
}) {
  const intl = useIntl();
  return (
    <>
      <td className={t.num}>{intl.formatNumber(row.clicks ?? 0)}</td>
      <td className={t.num}>{intl.formatNumber(row.salesCount)}</td>
      <td className={t.num} data-testid={conversionTestId}>
        {intl.formatNumber(row.conversion ?? 0, { style: 'percent', maximumFractionDigits: 1 })}
      </td>
      <MoneyCell amount={row.salesAmount} />
      <MoneyCell amount={row.commission} />
    </>
  );
}
