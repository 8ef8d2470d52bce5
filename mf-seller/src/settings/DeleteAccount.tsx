/** /settings/delete_account: the rules (api/src/users/deletion.ts), the password, a confirmation.
 *  On success the shell clears the current user (spec §4) and the visitor lands on the top page. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { deleteAccountForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { Button, TextField } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { useAccountApi } from './accountApi';
import { FormMessage } from './Field';
import * as s from './settings.css';

const RULES = ['rule1', 'rule2', 'rule3', 'rule4', 'rule5'] as const;

export function DeleteAccount() {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const errors = useFieldErrors(deleteAccountForm);
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [unpaid, setUnpaid] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setUnpaid(null);
    if (!errors.check({ password })) return;
    setBusy(true);
    try {
      await api.deleteAccount(password);
      shell.signOutOnScreen();
      shell.toast(intl.formatMessage({ id: 'account.delete.done' }), 'success');
      shell.navigate('/', { replace: true });
    } catch (err) {
      const error = err as { code?: string; details?: Array<{ reason: string }> };
      if (error.code === 'unpaid_balance') {
        errors.clear();
        setUnpaid(Number(error.details?.[0]?.reason ?? 0));
      } else errors.fromApi(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={s.page} data-page="DeleteAccountPage">
      <h1 className={s.heading}>
        <FormattedMessage id="account.delete.title" />
      </h1>
      <form className={s.section} onSubmit={(e) => void submit(e)} noValidate>
        <p className={s.muted}>
          <FormattedMessage id="account.delete.lead" />
        </p>
        <ul className={s.rules}>
          {RULES.map((rule) => (
            <li key={rule}>
              <FormattedMessage id={`account.delete.${rule}`} />
            </li>
          ))}
        </ul>
        <TextField
          label={<FormattedMessage id="account.delete.password" />}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.message('password')}
        />
        <label className={s.check}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <FormattedMessage id="account.delete.agree" />
        </label>
        {unpaid !== null && (
          <p role="alert" className={s.error} data-testid="unpaid-balance">
            <FormattedMessage id="account.delete.unpaid" values={{ amount: unpaid }} />
          </p>
        )}
        <FormMessage id={errors.formError} />
        <div className={s.actions}>
          <Button type="submit" variant="danger" disabled={!agreed || busy}>
            <FormattedMessage id="account.delete.submit" />
          </Button>
          <Link to="/settings/account">
            <FormattedMessage id="account.delete.back" />
          </Link>
        </div>
      </form>
    </div>
  );
}
