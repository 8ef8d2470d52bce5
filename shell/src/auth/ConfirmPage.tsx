import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAtomValue } from 'jotai';
import { api } from '../lib/api';
import { consumeReturnTo } from '../session/returnTo';
import { sessionAtom } from '../session/state';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';
import { confirm as enConfirm } from '@shirube/i18n/src/en/confirm';
import { confirm } from '@shirube/i18n/src/ja/confirm';
import { withMessages } from '@shirube/ui/src/withMessages';
import { AuthCard } from './AuthCard';

type State = 'confirming' | 'missing' | 'used';

/** /confirm?confirmation_token=… : confirm the address (sign-up or email change; the shell server keeps
 *  the returned auth headers in the session cookie), load the user, and go back to the path asked for
 *  with a toast saying what happened (the email-change mail's link carries `change=email`).
 *  A used or invalid link says so and never signs anyone out (the API answers 400 invalid_link). */
function ConfirmPageContent() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const { loadCurrentUser } = useSessionActions();
  const toast = useToast();
  const intl = useIntl();
  const token = params.get('confirmation_token') ?? '';
  const done = params.get('change') === 'email' ? 'shell.auth.emailChanged' : 'shell.auth.confirmed';
  const [state, setState] = useState<State>(token ? 'confirming' : 'missing');
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return; // StrictMode double effect: a token works once.
    started.current = true;
    api('GET /v1/auth/confirmation', { query: { confirmation_token: token }, quiet401: true })
      .then(() => loadCurrentUser())
      .then((ok) => {
        if (!ok) return setState('used');
        toast(intl.formatMessage({ id: done }), 'success');
        void navigate(consumeReturnTo(), { replace: true });
      })
      .catch(() => setState('used'));
  }, [token, loadCurrentUser, navigate, toast, intl, done]);
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

/** With its own texts (every other page does without them). */
export const ConfirmPage = withMessages(ConfirmPageContent, confirm, enConfirm);
