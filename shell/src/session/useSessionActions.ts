import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { api, unwrap } from '../lib/api';
import { useToast } from '../toast/useToast';
import { consumeReturnTo } from './returnTo';
import { afterSignInPathAtom, sessionAtom, toSessionUser } from './state';

/** Everything that changes the session. Each call goes through the shell server (BFF). */
export function useSessionActions() {
  const setSession = useSetAtom(sessionAtom);
  const setAfterSignIn = useSetAtom(afterSignInPathAtom);
  const toast = useToast();
  const intl = useIntl();

  /** GET /v1/users/current. 401 → signed out quietly; other failure → signed out WITH the message. */
  const loadCurrentUser = useCallback(
    async (opts: { atStart?: boolean } = {}) => {
      try {
        const body = await api('GET /v1/users/current', { quiet401: true });
        const user = toSessionUser(unwrap<Record<string, unknown>>(body));
        setSession({ status: 'signedIn', user });
        return true;
      } catch (e) {
        setSession({ status: 'signedOut' });
        const status = (e as { status?: number }).status;
        if (opts.atStart && status !== 401) {
          toast(intl.formatMessage({ id: 'shell.session.userFetchFailed' }), 'error');
        }
        return false;
      }
    },
    [setSession, toast, intl],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const body = await api('POST /v1/auth/sign_in', {
        body: { email, password },
        quiet401: true,
      });
      // The guest-only guard of /sign_in now redirects to the remembered path.
      setAfterSignIn(consumeReturnTo());
      setSession({ status: 'signedIn', user: toSessionUser(unwrap<Record<string, unknown>>(body)) });
    },
    [setSession, setAfterSignIn],
  );

  /** Spec §8: success → 'logout completed'; failure → 'already logged out'; signed out either way. */
  const signOut = useCallback(async () => {
    try {
      await api('DELETE /v1/auth/sign_out', { quiet401: true });
      toast(intl.formatMessage({ id: 'shell.session.logoutCompleted' }), 'success');
    } catch {
      toast(intl.formatMessage({ id: 'shell.session.alreadyLoggedOut' }), 'info');
    } finally {
      setAfterSignIn(null);
      setSession({ status: 'signedOut' });
    }
  }, [setSession, setAfterSignIn, toast, intl]);

  const signOutOnScreen = useCallback(() => {
    setAfterSignIn(null);
    setSession({ status: 'signedOut' });
  }, [setSession, setAfterSignIn]);

  return { loadCurrentUser, signIn, signOut, signOutOnScreen };
}
