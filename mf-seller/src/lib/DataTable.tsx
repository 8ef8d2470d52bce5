/** The seller's figure tables: headings by message id (figures right-aligned), rows and totals from the page. */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '@shirube/ui';
import * as t from './table.css';

/** A column heading: its message id, and whether the column holds figures (right-aligned). */
export interface Column {
  id: string;
  num?: boolean;
}

/**
 * A table's horizontal scroller (a wide table on a 390 px phone): a named region the keyboard can reach and
 * scroll, which axe's scrollable-region-focusable asks of every scrolling box (it failed at 390 px once the
 * analytics page's referral table overflowed).
 */
export function TableScroll({ labelId, children }: { labelId: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={t.tableWrap} role="region" tabIndex={0} aria-label={intl.formatMessage({ id: labelId })}>
      {children}
    </div>
  );
}

export function DataTable({
  labelId,
  columns,
  children,
  foot,
  testId,
}: {
  /** The message naming the table (its section's heading or the page's title). */
  labelId: string;
  columns: readonly Column[];
  /** The body's rows. */
  children: ReactNode;
  /** A totals row. */
  foot?: ReactNode;
  testId?: string;
}) {
  return (
    <TableScroll labelId={labelId}>
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
    </TableScroll>
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
