import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { passwordResetRequestForm } from '@shirube/domain/forms';
import { Button, TextField } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import { api } from '../lib/api';
import * as s from './auth.css';
import { AuthCard, FormError } from './AuthCard';

export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const errors = useFieldErrors(passwordResetRequestForm);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
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
        <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
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
          <FormError messageId={errors.formError} />
          <Button type="submit">
            <FormattedMessage id="shell.auth.resetSubmit" />
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
