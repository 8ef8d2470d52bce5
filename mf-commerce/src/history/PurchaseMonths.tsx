/**
 * The month picker of the purchase history: the Tokyo months in which the viewer bought something
 * (GET /v1/sales/purchased_month, spec §7), newest first, after 「すべての期間」. Picking one shows only
 * that month's purchases and, once all of them are on the page, their count and total.
 */
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PurchaseHistoryItem } from '@shirube/api-contract';
import { inputClass, yenText } from '@shirube/ui';
import { useCommerceApi } from '../lib/CommerceRoot';
import * as s from '../commerce.css';

const monthValues = (month: string) => ({ year: month.slice(0, 4), month: Number(month.slice(5, 7)) });

export function PurchaseMonths({ month, onChange }: { month: string; onChange(month: string): void }) {
  const api = useCommerceApi();
  const intl = useIntl();
  const id = useId();
  const [months, setMonths] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    api.sales.purchasedMonth().then(
      (r) => live && setMonths(r.data.months),
      () => {
        // Without the list the history still shows every purchase; the picker offers only「すべて」.
      },
    );
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <div className={s.toolbar}>
      <label htmlFor={id}>
        <FormattedMessage id="commerce.history.month" />
      </label>
      <select
        id={id}
        className={inputClass}
        value={month}
        onChange={(e) => onChange(e.target.value)}
        data-testid="purchase-month"
      >
        <option value="">{intl.formatMessage({ id: 'commerce.history.allMonths' })}</option>
        {months.map((m) => (
          <option key={m} value={m}>
            {intl.formatMessage({ id: 'commerce.history.monthOption' }, monthValues(m))}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One month's purchases in numbers: what was paid, refunds left out (that money went back). */
export function MonthTotal({ month, items }: { month: string; items: readonly PurchaseHistoryItem[] }) {
  const intl = useIntl();
  const kept = items.filter((i) => !i.refundedAt);
  return (
    <p className={s.monthTotal} data-testid="purchase-month-total">
      <FormattedMessage
        id="commerce.history.monthTotal"
        values={{
          ...monthValues(month),
          count: kept.length,
          total: yenText(
            intl,
            kept.reduce((sum, i) => sum + i.price, 0),
            true,
          ),
        }}
      />
    </p>
  );
}
