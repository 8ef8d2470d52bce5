/** Email change (PATCH /v1/auth: confirmed from the new address) and password change. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrentUser } from '@shirube/api-contract';
import { emailChangeForm, passwordChangeForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { TextField } from '@shirube/ui';
import { FormSection, SubmitRow, useFieldErrors, useFormSubmit } from '@shirube/ui/src/form';
import { useAccountApi } from './accountApi';
import * as s from './settings.css';

export function EmailSection({ user, onSaved }: { user: CurrentUser; onSaved: (u: CurrentUser) => void }) {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const errors = useFieldErrors(emailChangeForm);
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const values = { email, currentPassword };
  const { pending, onSubmit } = useFormSubmit(
    async () => {
      onSaved(await api.changeEmail(values));
      setEmail('');
      setCurrentPassword('');
      shell.toast(intl.formatMessage({ id: 'account.email.sent' }), 'success');
    },
    { errors, check: () => errors.check(values) },
  );

  return (
    <FormSection title={<FormattedMessage id="account.email.title" />} onSubmit={onSubmit}>
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
      <SubmitRow
        pending={pending}
        label="account.email.submit"
        pendingLabel="account.saving"
        formError={errors.formError}
      />
    </FormSection>
  );
}

const emptyPasswords = { currentPassword: '', password: '', passwordConfirmation: '' };

export function PasswordSection() {
  const intl = useIntl();
  const shell = useShell();
  const api = useAccountApi();
  const errors = useFieldErrors(passwordChangeForm);
  const [values, setValues] = useState(emptyPasswords);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const { pending, onSubmit } = useFormSubmit(
    async () => {
      await api.changePassword(values);
      setValues(emptyPasswords);
      errors.clear();
      shell.toast(intl.formatMessage({ id: 'account.password.saved' }), 'success');
    },
    { errors, check: () => errors.check(values) },
  );

  const field = (key: keyof typeof values, label: string, autoComplete: string) => (
    <TextField
      label={<FormattedMessage id={label} />}
      type="password"
      autoComplete={autoComplete}
      value={values[key]}
      onChange={set(key)}
      error={errors.message(key)}
    />
  );
  return (
    <FormSection title={<FormattedMessage id="account.password.title" />} onSubmit={onSubmit}>
      {field('currentPassword', 'account.password.current', 'current-password')}
      {field('password', 'account.password.new', 'new-password')}
      {field('passwordConfirmation', 'account.password.confirmation', 'new-password')}
      <SubmitRow
        pending={pending}
        label="account.password.submit"
        pendingLabel="account.saving"
        formError={errors.formError}
      />
    </FormSection>
  );
}
