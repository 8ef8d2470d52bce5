import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { api } from '../lib/api';
import { consumeReturnTo } from '../session/returnTo';
import { sessionAtom } from '../session/state';
import { useSessionActions } from '../session/useSessionActions';
import { AuthCard } from './AuthCard';

type State = 'confirming' | 'missing' | 'used';

/** /confirm?confirmation_token=… : confirm the address (sign-up or email change; the shell server keeps
 *  the returned auth headers in the session cookie), load the user, and go back to the path asked for.
 *  A used or invalid link says so and never signs anyone out (the API answers 400 invalid_link). */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const { loadCurrentUser } = useSessionActions();
  const token = params.get('confirmation_token') ?? '';
  const [state, setState] = useState<State>(token ? 'confirming' : 'missing');
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return; // StrictMode double effect: a token works once.
    started.current = true;
    api('GET /v1/auth/confirmation', { query: { confirmation_token: token }, quiet401: true })
      .then(() => loadCurrentUser())
      .then((ok) => (ok ? navigate(consumeReturnTo(), { replace: true }) : setState('used')))
      .catch(() => setState('used'));
  }, [token, loadCurrentUser, navigate]);
  const signedIn = session.status === 'signedIn';
  return (
    <AuthCard titleId="shell.auth.confirmTitle">
      {state === 'confirming' ? (
        <p aria-busy="true">
          <FormattedMessage id="shell.auth.confirming" />
        </p>
      ) : (
        <>
          <p role="alert">
            <FormattedMessage
              id={state === 'missing' ? 'shell.auth.confirmMissing' : 'shell.auth.confirmUsed'}
            />
          </p>
          <Link to={signedIn ? '/' : '/sign_in'}>
            <FormattedMessage id={signedIn ? 'shell.auth.toTop' : 'shell.auth.toSignIn'} />
          </Link>
        </>
      )}
    </AuthCard>
  );
}
