// Sign-up with an email that already has an account answers like a new account (no enumeration): the same
// shape, a fresh id from the same sequence and now-timestamps — nothing of the owner's account but its email.
// One place for both sign-ups (password: auth/service.ts; external provider: oauth/signup.ts).
import type { UserRow } from './tokens';

export function newAccountLookalike(
  owner: UserRow,
  fresh: { id: number; account: string; name: string; passwordHash: string },
): UserRow {
  const now = new Date();
  return {
    ...owner,
    ...fresh,
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
    createdAt: now,
    updatedAt: now,
  };
}
