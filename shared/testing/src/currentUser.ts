/** GET /v1/users/current's `data` for the user `signedInAs()` signs in: 佐藤太郎 (taro, id 7), a
 *  freshly made account (no 特定商取引法 details, mail notifications on, no payment profile). */
import type { CurrentUser } from '@shirube/api-contract';

export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    account: 'taro',
    name: '佐藤太郎',
    email: 'taro@example.com',
    unconfirmedEmail: null,
    imageUrl: null,
    thumbnailUrl: null,
    description: '',
    lawName: null,
    lawContact: null,
    lawAddress: null,
    lawPhone: null,
    lawDisclosureOnRequest: false,
    isAdmin: false,
    purchaseMailNotification: true,
    salesMailNotification: true,
    paymentProvider: null,
    ...overrides,
  };
}
