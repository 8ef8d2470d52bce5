// The current user with the spec's OAuth fields (§3): linked providers, and whether a password exists
// (the settings page offers unlinking only while another way to sign in remains).
import type { CurrentUser } from '@shirube/api-contract';
import type { UserRow } from '../auth/tokens';
import type { Database } from '../db/open';
import { toCurrentUser } from '../users/present';
import { hasPassword } from './password';
import { linkedProviders } from './store';

export async function currentUserOf(db: Database, user: UserRow): Promise<CurrentUser> {
  return {
    ...toCurrentUser(user),
    oauthProviders: await linkedProviders(db, user.id),
    emailSignIn: hasPassword(user),
  };
}
