/**
 * Who is asking for a page, as the browser app will see it (SessionView). One API call when the
 * cookie carries a session; none for visitors. A session the API refuses (401) is a signed-out
 * visitor, and the cookie should be cleared, as the proxy does.
 */
import type { SessionView } from '@shirube/shell-contract';
import { toSessionUser } from '../src/session/sessionUser';
import type { ApiFetch } from './api-fetch';

export interface PageSession {
  view: SessionView;
  /** The cookie's session is no longer valid. */
  expired: boolean;
}

export async function pageSession(hasSession: boolean, apiFetch: ApiFetch): Promise<PageSession> {
  if (!hasSession) return { view: { status: 'signedOut' }, expired: false };
  try {
    const res = await apiFetch('/v1/users/current');
    if (res.status === 401) return { view: { status: 'signedOut' }, expired: true };
    if (!res.ok) return { view: { status: 'loading' }, expired: false };
    const body = (await res.json()) as { data?: Record<string, unknown> };
    return { view: { status: 'signedIn', user: toSessionUser(body.data ?? {}) }, expired: false };
  } catch {
    // The browser app asks again itself (status 'loading').
    return { view: { status: 'loading' }, expired: false };
  }
}
