import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../lib/api';
import { consumeReturnTo } from '../session/returnTo';
import { useSessionActions } from '../session/useSessionActions';
import { AuthCard } from './AuthCard';

/** /confirm?confirmation_token=… : confirm the address (the shell server keeps the returned auth
 *  headers in the session cookie), load the user, and go back to the path asked for before sign-up. */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { loadCurrentUser } = useSessionActions();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode double effect: a token works once.
    started.current = true;
    const token = params.get('confirmation_token') ?? '';
    api(`/v1/auth/confirmation?${new URLSearchParams({ confirmation_token: token })}`, { quiet401: true })
      .then(() => loadCurrentUser())
      .then((ok) => (ok ? navigate(consumeReturnTo(), { replace: true }) : setFailed(true)))
      .catch(() => setFailed(true));
  }, [params, loadCurrentUser, navigate]);
  return (
    <AuthCard titleId="shell.auth.confirmTitle">
      {failed ? (
        <>
          <p role="alert">
            <FormattedMessage id="shell.auth.confirmFailed" />
          </p>
          <Link to="/sign_in">
            <FormattedMessage id="shell.auth.toSignIn" />
          </Link>
        </>
      ) : (
        <p aria-busy="true">
          <FormattedMessage id="shell.auth.confirming" />
        </p>
      )}
    </AuthCard>
  );
}
