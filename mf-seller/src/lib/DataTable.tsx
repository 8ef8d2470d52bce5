/** The seller's figure tables: headings by message id (figures right-aligned), rows and totals from the page. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Price } from '@shirube/ui';
import * as t from './table.css';

/** A column heading: its message id, and whether the column holds figures (right-aligned). */
export interface Column {
  id: string;
  num?: boolean;
}

export function DataTable({
  columns,
  children,
  foot,
  testId,
}: {
  columns: readonly Column[];
  /** The body's rows. */
  children: ReactNode;
  /** A totals row. */
  foot?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={t.tableWrap}>
      <table className={t.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} className={c.num ? t.thNum : t.th}>
                <FormattedMessage id={c.id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}

/** A yen figure cell. */
export function MoneyCell({ amount, testId }: { amount: number; testId?: string }) {
  return (
    <td className={t.num} data-testid={testId}>
      <Price amount={amount} />
    </td>
  );
}
