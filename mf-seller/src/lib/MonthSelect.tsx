/** The month picker above a history table ('YYYY-MM' months as given), with the page's other tools beside it. */
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inputClass } from '@shirube/ui';
import { monthValues } from './format';
import * as t from './table.css';

export function MonthSelect({
  months,
  value,
  onChange,
  allId,
  testId,
  children,
}: {
  months: readonly string[];
  value: string;
  onChange: (month: string) => void;
  /** Message id of a first option "every month" (value ''). */
  allId?: string;
  testId?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={t.toolbar}>
      <label htmlFor={id}>
        <FormattedMessage id="seller.history.month" />
      </label>
      {/* The site's field style (shared/ui), as every other input (issue 40 item 6). */}
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        {allId && <option value="">{intl.formatMessage({ id: allId })}</option>}
        {months.map((m) => (
          <option key={m} value={m}>
            {intl.formatMessage({ id: 'seller.history.monthOption' }, monthValues(m))}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
