import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ShellContext, type ShellApi } from '@shirube/shell-contract';
import { useRemoteLoader } from '../remotes/loader';
import { rememberReturnTo } from '../session/returnTo';
import {
  guidelineOpenAtom,
  headerActionsAtom,
  notificationsVersionAtom,
  sessionAtom,
} from '../session/state';
import { useSessionActions } from '../session/useSessionActions';
import { useToast } from '../toast/useToast';

/** Implements the shell↔remote contract (shared/shell-contract) for everything below it. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const bumpNotifications = useSetAtom(notificationsVersionAtom);
  const setHeaderActions = useSetAtom(headerActionsAtom);
  const setGuidelineOpen = useSetAtom(guidelineOpenAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const loader = useRemoteLoader();
  const { loadCurrentUser, signOutOnScreen } = useSessionActions();
  const currentPath = location.pathname + location.search;

  const api = useMemo<ShellApi>(
    () => ({
      session,
      locale: 'ja',
      navigate: (to, options) => void navigate(to, { replace: options?.replace }),
      toast,
      openLogin: (returnTo) => {
        rememberReturnTo(returnTo ?? currentPath);
        void navigate('/sign_in');
      },
      invalidate: (resource) => {
        if (resource === 'session') void loadCurrentUser();
        if (resource === 'notifications') bumpNotifications((n) => n + 1);
      },
      signOutOnScreen,
      setHeaderActions,
      openGuideline: () => setGuidelineOpen(true),
      loadWidget: async <P,>(remote: 'mf_commerce', widget: string) => {
        const mod = await loader.loadModule(remote, 'widgets');
        const component = mod[widget];
        if (!component) throw new Error(`${remote}/widgets has no ${widget}`);
        return component as ComponentType<P>;
      },
    }),
    [
      session,
      navigate,
      toast,
      currentPath,
      loadCurrentUser,
      bumpNotifications,
      signOutOnScreen,
      setHeaderActions,
      setGuidelineOpen,
      loader,
    ],
  );
  return <ShellContext.Provider value={api}>{children}</ShellContext.Provider>;
}
