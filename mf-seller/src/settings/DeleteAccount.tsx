/** /settings/delete_account: the rules (api/src/users/deletion.ts), the password, a confirmation.
 *  Unpaid earnings below the smallest payout are forfeited only after the seller ticks consent to the
 *  amount the API named (409 forfeit_required); larger ones are refused with how to take them out.
 *  On success the shell clears the current user (spec §4) and the visitor lands on the top page. */
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  DEFAULT_PAYOUT_RULES,
  deleteAccountForm,
  exitEarnings,
  payoutRuleValues,
} from '@shirube/domain/core';
import type { SalesSummary } from '@shirube/api-contract';
import { useShell } from '@shirube/shell-contract';
import { yenText } from '@shirube/ui';
import { SubmitRow, TextFields, useFieldErrors, useFormSubmit } from '@shirube/ui/src/form';
import type { TextFieldSpec } from '@shirube/ui/src/form';
import { plainDate, tokyoDate } from '../lib/format';
import { useSalesApi } from '../lib/SellerRoot';
import { useLoaded } from '../lib/useLoaded';
import { summaryRuleValues, summaryRules } from '../payouts/timeline';
import { useAccountApi } from './accountApi';
import * as s from './settings.css';

const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const;
/** Why unpaid earnings stop the deletion (@shirube/domain exitEarnings), each with its own words. */
const UNPAID_KINDS = ['payout_first', 'wait', 'in_transit', 'disputed'];
const passwordField: readonly TextFieldSpec<'password'>[] = [
  ['password', 'account.delete.password', 'password', 'current-password'],
];

type Unpaid = { kind: string; amount: number; date: string };

/** What the sales summary says about leaving (the API's rule, @shirube/domain exitEarnings), before any
 *  submit: the same amounts and dates as the sales page. Forfeiting still asks the API for the amount. */
function unpaidOf(summary: SalesSummary): Unpaid | null {
  const exit = exitEarnings(
    {
      pending: summary.pendingSales,
      payable: summary.unpaidSalesOfPayoutable,
      inTransit: summary.inTransitSales,
    },
    summary.payoutReleases,
    summaryRules(summary),
  );
  if (exit.kind === 'none' || exit.kind === 'forfeit') return null;
  return { kind: exit.kind, amount: exit.amount, date: exit.kind === 'wait' ? exit.at : '' };
}

export function DeleteAccount() {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const sales = useSalesApi();
  const { data: summary } = useLoaded(useCallback(() => sales.totalSales(), [sales]));
  // The configured rules once the summary is in (the defaults, which the API starts from, until then).
  const rules = summary ? summaryRuleValues(summary) : payoutRuleValues(DEFAULT_PAYOUT_RULES);
  const errors = useFieldErrors(deleteAccountForm);
  const [values, setValues] = useState({ password: '' });
  const [agreed, setAgreed] = useState(false);
  // Refused: which case (payout_first | wait | in_transit | disputed), how much, from when.
  const [refused, setUnpaid] = useState<Unpaid | null>(null);
  const unpaid = refused ?? (summary ? unpaidOf(summary) : null);
  // The amount the API says deleting forfeits, and whether the seller agreed to exactly it.
  const [forfeit, setForfeit] = useState<number | null>(null);
  const [forfeitAgreed, setForfeitAgreed] = useState(false);
  // Refusals the form explains itself (forfeit consent, how to take the money out); others: the fields.
  const refusals = {
    formError: errors.formError,
    fromApi(err: unknown) {
      const error = err as { code?: string; details?: Array<{ field: string; reason: string }> };
      const detail = (field: string) => error.details?.find((d) => d.field === field)?.reason ?? '';
      if (error.code === 'forfeit_required') {
        errors.clear();
        const amount = Number(detail('forfeit'));
        // A new amount (the balance changed) needs a new consent.
        if (amount !== forfeit) setForfeitAgreed(false);
        setForfeit(amount);
      } else if (error.code === 'unpaid_balance') {
        errors.clear();
        setForfeit(null);
        const kind = UNPAID_KINDS.includes(detail('exit')) ? detail('exit') : 'payout_first';
        setUnpaid({ kind, amount: Number(detail('balance')), date: detail('date') });
      } else errors.fromApi(err);
    },
  };
  const submit = useFormSubmit(
    async () => {
      await api.deleteAccount(values.password, forfeit !== null && forfeitAgreed ? forfeit : undefined);
      shell.signOutOnScreen();
      shell.toast(intl.formatMessage({ id: 'account.delete.done' }), 'success');
      shell.navigate('/', { replace: true });
    },
    {
      errors: refusals,
      check: () => {
        setUnpaid(null);
        return errors.check(values);
      },
    },
  );

  return (
    <div className={s.page} data-page="DeleteAccountPage">
      <h1 className={s.heading}>
        <FormattedMessage id="account.delete.title" />
      </h1>
      <form className={s.section} onSubmit={submit.onSubmit} noValidate>
        <p className={s.muted}>
          <FormattedMessage id="account.delete.lead" />
        </p>
        <ul className={s.rules}>
          {RULES.map((rule) => (
            <li key={rule}>
              <FormattedMessage id={`account.delete.${rule}`} values={rules} />
            </li>
          ))}
        </ul>
        <TextFields fields={passwordField} values={values} setValues={setValues} errorOf={errors.message} />
        <label className={s.check}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <FormattedMessage id="account.delete.agree" />
        </label>
        {forfeit !== null && (
          <div role="alert" className={s.error} data-testid="forfeit">
            <p>
              <FormattedMessage
                id="account.delete.forfeit"
                values={{ ...rules, amount: yenText(intl, forfeit) }}
              />
            </p>
            <label className={s.check}>
              <input
                type="checkbox"
                checked={forfeitAgreed}
                onChange={(e) => setForfeitAgreed(e.target.checked)}
              />
              <FormattedMessage
                id="account.delete.forfeitAgree"
                values={{ amount: yenText(intl, forfeit) }}
              />
            </label>
          </div>
        )}
        {unpaid !== null && (
          <p role="alert" className={s.error} data-testid="unpaid-balance">
            <FormattedMessage
              id={`account.delete.unpaid.${unpaid.kind}`}
              values={{
                amount: yenText(intl, unpaid.amount),
                date:
                  unpaid.kind === 'in_transit'
                    ? plainDate(summary?.inTransitBankDate ?? '')
                    : unpaid.date
                      ? tokyoDate(unpaid.date)
                      : '',
              }}
            />{' '}
            <Link to="/dashboard/sales_management">
              <FormattedMessage id="account.delete.toSales" />
            </Link>
          </p>
        )}
        <SubmitRow
          submit={submit}
          label="account.delete.submit"
          pendingLabel="account.delete.submitting"
          variant="danger"
          disabled={!agreed || (forfeit !== null && !forfeitAgreed)}
        >
          <Link to="/settings/account">
            <FormattedMessage id="account.delete.back" />
          </Link>
        </SubmitRow>
      </form>
    </div>
  );
}
