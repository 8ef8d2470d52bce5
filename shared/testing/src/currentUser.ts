/** GET /v1/users/current's `data` for the user `signedInAs()` signs in (taro): a freshly made account
 *  (no 特定商取引法 details, mail notifications on, no payment profile). */
import type { CurrentUser } from '@shirube/api-contract';
import { taro } from './fakeShell';

export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...taro,
    email: 'taro@example.com',
    unconfirmedEmail: null,
    description: '',
    lawName: null,
    lawContact: null,
    lawAddress: null,
    lawPhone: null,
    lawDisclosureOnRequest: false,
    purchaseMailNotification: true,
    salesMailNotification: true,
    ...overrides,
  };
}
