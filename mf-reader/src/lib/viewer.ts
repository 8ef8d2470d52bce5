import type { SessionView } from '@shirube/shell-contract';

/** Who is reading, as part of a resource's key when the API's answer depends on it (an article, a
 *  magazine): signing in or out loads it again. The page and its server load compute it the same way. */
export function viewerOf(session: SessionView): string {
  return session.status === 'signedIn' ? session.user.account : session.status;
}
