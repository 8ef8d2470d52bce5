import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { passwordResetRequestForm } from '@shirube/domain/forms';
import { TextField } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { api } from '../lib/api';
import * as s from './auth.css';
import { AuthCard, AuthForm } from './AuthCard';

export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const errors = useFieldErrors(passwordResetRequestForm);
  const submit = async () => {
    if (!errors.check({ email })) return;
    try {
      await api('POST /v1/auth/password', { body: { email } });
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
          <TextField
            label={<FormattedMessage id="shell.auth.email" />}
            type="email"
            name="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.message('email')}
          />
        </AuthForm>
      )}
    </AuthCard>
  );
}
