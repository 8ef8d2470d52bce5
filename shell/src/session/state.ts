import { atom } from 'jotai';
import type { ReactNode } from 'react';
import type { SessionView } from '@shirube/shell-contract';

export { toSessionUser } from './sessionUser';

/** The visitor's session as the page sees it. Tokens live only in the shell server's cookie. */
export const sessionAtom = atom<SessionView>({ status: 'loading' });

/** Bumped by invalidate('notifications') so the bell refetches. */
export const notificationsVersionAtom = atom(0);

/** Where the guest-only guard sends a visitor who has JUST signed in (the remembered path). Set in
 *  the same render batch as the session, so the guard never bounces them to / first. */
export const afterSignInPathAtom = atom<string | null>(null);

/** The guideline agreement dialog (header post button, or a remote through ShellApi.openGuideline). */
export const guidelineOpenAtom = atom(false);

/** Controls a page put into the app bar through ShellApi.setHeaderActions (editor save/preview...). */
export const headerActionsAtom = atom<ReactNode | null>(null);
