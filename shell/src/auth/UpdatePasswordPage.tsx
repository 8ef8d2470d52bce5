import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, TextField } from '@shirube/ui';
import { api } from '../lib/api';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';
import * as s from './auth.css';
import { AuthCard, FormError } from './AuthCard';
import { errorIdOf } from './errorId';

/** /update_password?reset_password_token=… : the token is exchanged for temporary auth headers
 *  (kept by the shell server in the cookie), then PATCH /v1/auth/password sets the new password. */
export function UpdatePasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { loadCurrentUser } = useSessionActions();
  const [state, setState] = useState<'checking' | 'ready' | 'invalid'>('checking');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('reset_password_token') ?? '';
    api(`/v1/auth/password/edit?${new URLSearchParams({ reset_password_token: token })}`, { quiet401: true })
      .then(() => setState('ready'))
      .catch(() => setState('invalid'));
  }, [params]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await api('/v1/auth/password', { method: 'PATCH', body: { password, passwordConfirmation } });
      toast(intl.formatMessage({ id: 'shell.auth.updateDone' }), 'success');
      await loadCurrentUser();
      navigate('/', { replace: true });
    } catch (err) {
      setError(errorIdOf(err));
    }
  };
  return (
    <AuthCard titleId="shell.auth.updateTitle">
      {state === 'checking' && (
        <p aria-busy="true">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {state === 'invalid' && (
        <p role="alert">
          <FormattedMessage id="shell.auth.updateInvalid" />
        </p>
      )}
      {state === 'ready' && (
        <form className={s.form} onSubmit={submit} noValidate>
          <TextField
            label={<FormattedMessage id="shell.auth.password" />}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            label={<FormattedMessage id="shell.auth.passwordConfirmation" />}
            type="password"
            autoComplete="new-password"
            value={passwordConfirmation}
            onChange={(e) => setPasswordConfirmation(e.target.value)}
          />
          <FormError messageId={error} />
          <Button type="submit">
            <FormattedMessage id="shell.auth.updateSubmit" />
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
