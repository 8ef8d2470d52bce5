import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, TextField } from '@shirube/ui';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';
import * as s from './auth.css';
import { AuthCard, FormError } from './AuthCard';
import { errorIdOf } from './errorId';

export function SignInPage() {
  const intl = useIntl();
  const toast = useToast();
  const { signIn } = useSessionActions();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      // No navigate() here: the guest-only guard redirects to the remembered path.
      toast(intl.formatMessage({ id: 'shell.session.signedIn' }), 'success');
    } catch (err) {
      setError(errorIdOf(err));
      setBusy(false);
    }
  };
  return (
    <AuthCard titleId="shell.auth.signInTitle">
      <form className={s.form} onSubmit={submit} noValidate>
        <TextField
          label={<FormattedMessage id="shell.auth.email" />}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={<FormattedMessage id="shell.auth.password" />}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError messageId={error} />
        <Button type="submit" disabled={busy}>
          <FormattedMessage id="shell.auth.signInSubmit" />
        </Button>
      </form>
      <div className={s.links}>
        <Link to="/sign_up">
          <FormattedMessage id="shell.auth.toSignUp" />
        </Link>
        <Link to="/reset_password">
          <FormattedMessage id="shell.auth.forgot" />
        </Link>
      </div>
    </AuthCard>
  );
}
