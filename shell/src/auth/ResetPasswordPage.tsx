import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, TextField } from '@shirube/ui';
import { api } from '../lib/api';
import * as s from './auth.css';
import { AuthCard, FormError } from './AuthCard';
import { errorIdOf } from './errorId';

export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await api('/v1/auth/password', { method: 'POST', body: { email } });
      setSent(true);
    } catch (err) {
      setError(errorIdOf(err));
    }
  };
  return (
    <AuthCard titleId="shell.auth.resetTitle">
      {sent ? (
        <p role="status">
          <FormattedMessage id="shell.auth.resetSent" />
        </p>
      ) : (
        <form className={s.form} onSubmit={submit} noValidate>
          <p style={{ margin: 0 }}>
            <FormattedMessage id="shell.auth.resetLead" />
          </p>
          <TextField
            label={<FormattedMessage id="shell.auth.email" />}
            type="email"
            name="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <FormError messageId={error} />
          <Button type="submit">
            <FormattedMessage id="shell.auth.resetSubmit" />
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
