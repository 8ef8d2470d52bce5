import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Container, mutedClass } from '@shirube/ui';
import { FormattedMessage } from 'react-intl';
import { rememberReturnTo } from '../session/returnTo';
import { afterSignInPathAtom, sessionAtom } from '../session/state';
import type { Guard } from './routeTable';

function Waiting() {
  return (
    <Container aria-busy="true">
      <p className={mutedClass}>
        <FormattedMessage id="common.loading" />
      </p>
    </Container>
  );
}

/** protected: signed-out visitors go to /sign_in and come back afterwards.
 *  guestOnly: signed-in visitors go to / (or, right after signing in, to the remembered path). */
export function GuardedRoute({ guard, children }: { guard?: Guard; children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const afterSignIn = useAtomValue(afterSignInPathAtom);
  const location = useLocation();
  if (!guard) return <>{children}</>;
  if (session.status === 'loading') return <Waiting />;
  if (guard === 'protected' && session.status === 'signedOut') {
    rememberReturnTo(location.pathname + location.search);
    return <Navigate to="/sign_in" replace />;
  }
  if (guard === 'guestOnly' && session.status === 'signedIn')
    return <Navigate to={afterSignIn ?? '/'} replace />;
  return <>{children}</>;
}
