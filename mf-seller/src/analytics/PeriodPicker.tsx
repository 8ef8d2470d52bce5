/** The analytics periods (7 days / 30 days / 12 months / all) as pressed buttons, and the CSV download —
 *  one of each for the author's analytics and the affiliate's referral view (../referrals). */
import { FormattedMessage, useIntl } from 'react-intl';
import type { AnalyticsPeriod } from '@shirube/api-contract';
import { Button } from '@shirube/ui';
import * as s from './analytics.css';

const PERIODS: readonly AnalyticsPeriod[] = ['7d', '30d', '12m', 'all'];

export function PeriodPicker(props: {
  period: AnalyticsPeriod;
  onChange(period: AnalyticsPeriod): void;
  /** data-testid of each button: `${testIdPrefix}${period}`. */
  testIdPrefix: string;
}) {
  const intl = useIntl();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'seller.analytics.period' })}
      className={s.periods}
    >
      {PERIODS.map((p) => (
        <Button
          key={p}
          variant={p === props.period ? 'primary' : 'secondary'}
          aria-pressed={p === props.period}
          onClick={() => props.onChange(p)}
          data-testid={`${props.testIdPrefix}${p}`}
        >
          <FormattedMessage id={`seller.analytics.period.${p}`} />
        </Button>
      ))}
    </div>
  );
}

/** Saves `text` as a CSV file named `name` (the text already carries the sales CSV's BOM and CRLF). */
export function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
