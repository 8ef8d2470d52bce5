import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { setUnauthorizedHandler } from '../lib/api';
import { sessionAtom } from './state';
import { useSessionActions } from './useSessionActions';

/** Loads the current user once at start — unless the shell server already said who it is (page
 *  payload) — and wires "any 401 → signed out on screen". */
export function SessionBootstrap() {
  const { loadCurrentUser, signOutOnScreen } = useSessionActions();
  const known = useAtomValue(sessionAtom).status !== 'loading';
  const start = useRef({ known, loadCurrentUser, signOutOnScreen });
  useEffect(() => {
    const { known, loadCurrentUser, signOutOnScreen } = start.current;
    setUnauthorizedHandler(signOutOnScreen);
    if (!known) void loadCurrentUser({ atStart: true });
    return () => setUnauthorizedHandler(null);
    // Once per app start, on purpose.
  }, []);
  return null;
}
