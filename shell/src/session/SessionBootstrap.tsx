import { useEffect } from 'react';
import { setUnauthorizedHandler } from '../lib/api';
import { useSessionActions } from './useSessionActions';

/** Loads the current user once at start and wires "any 401 → signed out on screen". */
export function SessionBootstrap() {
  const { loadCurrentUser, signOutOnScreen } = useSessionActions();
  useEffect(() => {
    setUnauthorizedHandler(signOutOnScreen);
    void loadCurrentUser({ atStart: true });
    return () => setUnauthorizedHandler(null);
    // Once per app start, on purpose.
  }, []);
  return null;
}
