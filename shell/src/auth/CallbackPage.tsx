import { withOAuthMessages } from './oauth/OAuthMessages';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { forgetOAuthAttempt, readOAuthAttempt } from '@shirube/ui/src/oauthAttempt';
import type { OAuthCallbackResult } from '@shirube/api-contract';
import { api, unwrap } from '../lib/api';
import { consumeReturnTo } from '../session/returnTo';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';
import { AuthCard } from './AuthCard';
import { OAuthSignUpForm, type PendingSignUp } from './oauth/OAuthSignUpForm';

type State = { kind: 'working' } | { kind: 'failed'; reason: string } | ({ kind: 'signUp' } & PendingSignUp);

const KNOWN_REASONS = [
  'denied',
  'state',
  'nonce',
  'exchange',
  'provider_error',
  'session',
  'identity_taken',
  'already_linked',
  'email_registered',
  'unconfirmed',
];

/** /callback (spec §2): where Google, LINE and X send the browser back. The page hands the query and
 *  this tab's binding to the API through the shell server, which keeps any new session in its cookie;
 *  a first-time visitor gets the short sign-up form, a provider's refusal a Japanese message. */
function CallbackPageContent() {
  const navigate = useNavigate();
  const intl = useIntl();
  const toast = useToast();
  const { loadCurrentUser } = useSessionActions();
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode double effect: a state works once.
    started.current = true;
    const run = async () => {
      const attempt = readOAuthAttempt();
      // Another tab or browser, or storage disabled: the attempt cannot be finished here.
      if (!attempt) throw { details: [{ reason: 'state' }] };
      const body = await api('POST /v1/oauth/callback', {
        body: { binding: attempt.binding, query: window.location.search },
        quiet401: true,
      });
      const data = unwrap<OAuthCallbackResult>(body);
      const provider = intl.formatMessage({ id: `oauth.provider.${data.provider}` });
      if (data.outcome === 'sign_up') {
        const { binding } = attempt;
        setState({
          kind: 'signUp',
          binding,
          provider: data.provider,
          email: data.email ?? null,
          name: data.name ?? null,
        });
        return;
      }
      forgetOAuthAttempt();
      if (data.outcome === 'linked') {
        toast(intl.formatMessage({ id: 'oauth.settings.linkedDone' }, { provider }), 'success');
        await navigate('/settings/account', { replace: true });
        return;
      }
      await loadCurrentUser();
      toast(intl.formatMessage({ id: 'shell.session.signedIn' }), 'success');
      await navigate(consumeReturnTo(), { replace: true });
    };
    run().catch((e: { details?: { reason: string }[] }) => {
      forgetOAuthAttempt();
      const reason = e.details?.[0]?.reason ?? 'unknown';
      setState({ kind: 'failed', reason: KNOWN_REASONS.includes(reason) ? reason : 'unknown' });
    });
  }, [intl, loadCurrentUser, navigate, toast]);

  if (state.kind === 'signUp') return <OAuthSignUpForm pending={state} />;
  return (
    <AuthCard titleId="shell.auth.callbackTitle">
      {state.kind === 'working' ? (
        <p aria-busy="true">
          <FormattedMessage id="oauth.callback.working" />
        </p>
      ) : (
        <>
          <p role="alert">
            <FormattedMessage id={`oauth.error.${state.reason}`} />
          </p>
          <Link to="/sign_in">
            <FormattedMessage id="oauth.callback.toSignIn" />
          </Link>
        </>
      )}
    </AuthCard>
  );
}

/** With the external sign-in texts (they load with this page only). */
export const CallbackPage = withOAuthMessages(CallbackPageContent);
