/** Email change (PATCH /v1/auth: confirmed from the new address) and password change. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CurrentUser } from '@shirube/api-contract';
import { emailChangeForm, passwordChangeForm } from '@shirube/domain/core';
import type { FormRules } from '@shirube/domain/validators';
import { useShell } from '@shirube/shell-contract';
import { FormSection, SubmitRow, TextFields, useFieldErrors, useFormSubmit } from '@shirube/ui/src/form';
import type { TextFieldSpec } from '@shirube/ui/src/form';
import { useAccountApi } from './accountApi';
import * as s from './settings.css';

/** A change form: its values, checked by the domain rules before `send`; after it, empty again and a
 *  toast says `doneId` (a field error shown by the check is gone by then: the check passed). */
function useChangeForm<F extends string>(
  rules: FormRules<F>,
  empty: Record<F, string>,
  send: (values: Record<F, string>) => Promise<unknown>,
  doneId: string,
) {
  const intl = useIntl();
  const shell = useShell();
  const errors = useFieldErrors(rules);
  const [values, setValues] = useState(empty);
  const submit = useFormSubmit(
    async () => {
      await send(values);
      setValues(empty);
      shell.toast(intl.formatMessage({ id: doneId }), 'success');
    },
    { errors, check: () => errors.check(values) },
  );
  return { values, setValues, errors, submit };
}

const emailFields: readonly TextFieldSpec<'email' | 'currentPassword'>[] = [
  ['email', 'account.email.new', 'email', 'email'],
  ['currentPassword', 'account.email.password', 'password', 'current-password'],
];
const noEmailChange = { email: '', currentPassword: '' };

export function EmailSection({ user, onSaved }: { user: CurrentUser; onSaved: (u: CurrentUser) => void }) {
  const api = useAccountApi();
  const { values, setValues, errors, submit } = useChangeForm(
    emailChangeForm,
    noEmailChange,
    async (v) => onSaved(await api.changeEmail(v)),
    'account.email.sent',
  );

  return (
    <FormSection title={<FormattedMessage id="account.email.title" />} onSubmit={submit.onSubmit}>
      <p className={s.muted}>
        <FormattedMessage id="account.email.current" />: <span data-testid="current-email">{user.email}</span>
      </p>
      {user.unconfirmedEmail && (
        <p className={s.notice} data-testid="pending-email">
          <FormattedMessage id="account.email.pending" values={{ email: user.unconfirmedEmail }} />
        </p>
      )}
      <TextFields fields={emailFields} values={values} setValues={setValues} errorOf={errors.message} />
      <SubmitRow submit={submit} label="account.email.submit" pendingLabel="account.saving" />
    </FormSection>
  );
}

const passwordFields: readonly TextFieldSpec<'currentPassword' | 'password' | 'passwordConfirmation'>[] = [
  ['currentPassword', 'account.password.current', 'password', 'current-password'],
  ['password', 'account.password.new', 'password', 'new-password'],
  ['passwordConfirmation', 'account.password.confirmation', 'password', 'new-password'],
];
const emptyPasswords = { currentPassword: '', password: '', passwordConfirmation: '' };

export function PasswordSection() {
  const api = useAccountApi();
  const { values, setValues, errors, submit } = useChangeForm(
    passwordChangeForm,
    emptyPasswords,
    (v) => api.changePassword(v),
    'account.password.saved',
  );

  return (
    <FormSection title={<FormattedMessage id="account.password.title" />} onSubmit={submit.onSubmit}>
      <TextFields fields={passwordFields} values={values} setValues={setValues} errorOf={errors.message} />
      <SubmitRow submit={submit} label="account.password.submit" pendingLabel="account.saving" />
    </FormSection>
  );
}
