// Row → wire shapes for users.
import type { CurrentUser, UserProfile } from '@shirube/api-contract';
import type { UserRow } from '../auth/tokens';

export const toCurrentUser = (u: UserRow): CurrentUser => ({
  id: u.id,
  account: u.account,
  name: u.name,
  email: u.email,
  imageUrl: u.imageUrl,
  thumbnailUrl: u.thumbnailUrl ?? u.imageUrl,
  description: u.description,
  lawName: u.lawName,
  lawContact: u.lawContact,
  isAdmin: u.isAdmin,
  purchaseMailNotification: u.purchaseMailNotification,
  salesMailNotification: u.salesMailNotification,
  paymentProvider: u.paymentProvider,
});

export const toUserProfile = (
  u: UserRow,
  counts: { followings: number; followers: number; isFollowing: boolean },
  viewerId: number | null,
): UserProfile => ({
  account: u.account,
  name: u.name,
  imageUrl: u.imageUrl,
  thumbnailUrl: u.thumbnailUrl ?? u.imageUrl,
  description: u.description,
  followingsCount: counts.followings,
  followersCount: counts.followers,
  isFollowing: counts.isFollowing,
  isMe: viewerId === u.id,
});
