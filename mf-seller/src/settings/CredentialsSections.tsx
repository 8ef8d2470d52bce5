/** Email change (PATCH /v1/auth: confirmed from the new address) and password change. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrentUser } from '@shirube/api-contract';
import { emailChangeForm, passwordChangeForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { Button, TextField } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { useAccountApi } from './accountApi';
import { FormMessage } from './Field';
import * as s from './settings.css';

export function EmailSection({ user, onSaved }: { user: CurrentUser; onSaved: (u: CurrentUser) => void }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const errors = useFieldErrors(emailChangeForm);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const values = { email, currentPassword };
    if (!errors.check(values)) return;
    setBusy(true);
    try {
      onSaved(await api.changeEmail(values));
      setEmail('');
      setCurrentPassword('');
      shell.toast(intl.formatMessage({ id: 'account.email.sent' }), 'success');
    } catch (err) {
      errors.fromApi(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="email-title">
      <h2 id="email-title" className={s.sectionTitle}>
        <FormattedMessage id="account.email.title" />
      </h2>
      <p className={s.muted}>
        <FormattedMessage id="account.email.current" />: <span data-testid="current-email">{user.email}</span>
      </p>
      {user.unconfirmedEmail && (
        <p className={s.notice} data-testid="pending-email">
          <FormattedMessage id="account.email.pending" values={{ email: user.unconfirmedEmail }} />
        </p>
      )}
      <TextField
        label={<FormattedMessage id="account.email.new" />}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.message('email')}
      />
      <TextField
        label={<FormattedMessage id="account.email.password" />}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
        error={errors.message('currentPassword')}
      />
      <FormMessage id={errors.formError} />
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? 'account.saving' : 'account.email.submit'} />
        </Button>
      </div>
    </form>
  );
}

export function PasswordSection() {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const errors = useFieldErrors(passwordChangeForm);
  const [values, setValues] = useState({ currentPassword: '', password: '', passwordConfirmation: '' });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!errors.check(values)) return;
    setBusy(true);
    try {
      await api.changePassword(values);
      setValues({ currentPassword: '', password: '', passwordConfirmation: '' });
      errors.clear();
      shell.toast(intl.formatMessage({ id: 'account.password.saved' }), 'success');
    } catch (err) {
      errors.fromApi(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className={s.sectionTitle}>
        <FormattedMessage id="account.password.title" />
      </h2>
      <TextField
        label={<FormattedMessage id="account.password.current" />}
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.message('currentPassword')}
      />
      <TextField
        label={<FormattedMessage id="account.password.new" />}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.message('password')}
      />
      <TextField
        label={<FormattedMessage id="account.password.confirmation" />}
        type="password"
        autoComplete="new-password"
        value={values.passwordConfirmation}
        onChange={set('passwordConfirmation')}
        error={errors.message('passwordConfirmation')}
      />
      <FormMessage id={errors.formError} />
      <div className={s.actions}>
        <Button type="submit" disabled={busy}>
          <FormattedMessage id={busy ? 'account.saving' : 'account.password.submit'} />
        </Button>
      </div>
    </form>
  );
}
