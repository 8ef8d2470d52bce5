// Row → wire shapes for users.
import type { CurrentUser, SpecifiedData, UserProfile } from '@shirube/api-contract';
import type { UserRow } from '../auth/tokens';

export const toCurrentUser = (u: UserRow): CurrentUser => ({
  id: u.id,
  account: u.account,
  name: u.name,
  email: u.email,
  unconfirmedEmail: u.unconfirmedEmail,
  imageUrl: u.imageUrl,
  thumbnailUrl: u.thumbnailUrl ?? u.imageUrl,
  description: u.description,
  lawName: u.lawName,
  lawContact: u.lawContact,
  lawAddress: u.lawAddress,
  lawPhone: u.lawPhone,
  lawDisclosureOnRequest: u.lawDisclosureOnRequest,
  isAdmin: u.isAdmin,
  purchaseMailNotification: u.purchaseMailNotification,
  salesMailNotification: u.salesMailNotification,
  paymentProvider: u.paymentProvider,
});

/** The public 特定商取引法 notice: address and phone are withheld when disclosed on request only. */
export const toSpecified = (u: UserRow, company: SpecifiedData['company'] = null): SpecifiedData => ({
  name: u.lawName,
  contact: u.lawContact,
  address: u.lawDisclosureOnRequest ? null : u.lawAddress,
  phone: u.lawDisclosureOnRequest ? null : u.lawPhone,
  disclosureOnRequest: u.lawDisclosureOnRequest,
  company,
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
