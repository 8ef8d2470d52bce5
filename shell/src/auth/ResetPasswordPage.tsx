import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { passwordResetRequestForm } from '@shirube/domain/forms';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { api } from '../lib/api';
import * as s from './auth.css';
import { AuthCard, AuthForm } from './AuthCard';
import { AuthFields, type AuthField } from './AuthFields';

const fields: readonly AuthField<'email'>[] = [['email', 'shell.auth.email', 'email']];

export function ResetPasswordPage() {
  const [values, setValues] = useState({ email: '' });
  const [sent, setSent] = useState(false);
  const errors = useFieldErrors(passwordResetRequestForm);
  const submit = async () => {
    if (!errors.check(values)) return;
    try {
      await api('POST /v1/auth/password', { body: values });
      setSent(true);
    } catch (err) {
      errors.fromApi(err);
    }
  };
  return (
    <AuthCard titleId="shell.auth.resetTitle">
      {sent ? (
        <p role="status">
          <FormattedMessage id="shell.auth.resetSent" />
        </p>
      ) : (
        <AuthForm onSubmit={submit} formError={errors.formError} submitId="shell.auth.resetSubmit">
          <p className={s.lead}>
            <FormattedMessage id="shell.auth.resetLead" />
          </p>
          <AuthFields fields={fields} values={values} setValues={setValues} errorOf={errors.message} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
