import { atom } from 'jotai';
import type { ReactNode } from 'react';
import type { SessionUser, SessionView } from '@shirube/shell-contract';

/** The visitor's session as the page sees it. Tokens live only in the shell server's cookie. */
export const sessionAtom = atom<SessionView>({ status: 'loading' });

/** Bumped by invalidate('notifications') so the bell refetches. */
export const notificationsVersionAtom = atom(0);

/** Map the API's CurrentUser onto the contract's SessionUser (extra fields are dropped). */
export function toSessionUser(raw: Record<string, unknown>): SessionUser {
  return {
    id: Number(raw.id),
    account: String(raw.account ?? ''),
    name: String(raw.name ?? ''),
    imageUrl: (raw.imageUrl as string | null) ?? null,
    thumbnailUrl: (raw.thumbnailUrl as string | null) ?? null,
    isAdmin: Boolean(raw.isAdmin),
    paymentProvider: (raw.paymentProvider as string | null) ?? null,
  };
}

/** Where the guest-only guard sends a visitor who has JUST signed in (the remembered path). Set in
 *  the same render batch as the session, so the guard never bounces them to / first. */
export const afterSignInPathAtom = atom<string | null>(null);

/** Controls a page put into the app bar through ShellApi.setHeaderActions (editor save/preview...). */
export const headerActionsAtom = atom<ReactNode | null>(null);
