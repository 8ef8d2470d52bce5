import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from 'effect/http-api';
import { ArticleSummary, ListQuery, UserProfile, pageOf } from '../entities';
import { deleteAccountForm, descriptionRules, passwordChangeForm } from '@shirube/domain/forms';
import { Account, CurrentUserData, DisplayName, Password } from './auth';
import { ruledString } from '../rules';
import { readsSession, signedIn } from '../access';
import { errors } from '../errors';

/** 特定商取引法に基づく表記 as a seller registered it; null fields = not registered. */
export const SpecifiedData = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  contact: Schema.NullOr(Schema.String),
  /** null when not registered or when disclosed on request only. */
  address: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  disclosureOnRequest: Schema.Boolean,
  /**
   * A corporate seller whose 本人確認 an admin verified: the registered company name, 法人番号, its
   * representative and registered address (shown in place of the typed name and address); else null.
   */
  company: Schema.NullOr(
    Schema.Struct({
      name: Schema.String,
      corporateNumber: Schema.String,
      representative: Schema.String,
      address: Schema.String,
    }),
  ),
});
export type SpecifiedData = typeof SpecifiedData.Type;

export const ArticleList = pageOf(ArticleSummary);
export type ArticleList = typeof ArticleList.Type;
/** A user page's lists (spec §2 /u/{account}?discount_code=): the code prices the one article it belongs to. */
const UserListQuery = { ...ListQuery, discount_code: Schema.optional(Schema.String) };

export const ProfileData = Schema.Struct({ data: UserProfile });
export const ProfileList = pageOf(UserProfile);
export type ProfileList = typeof ProfileList.Type;
/** One user by account: 404 when there is none. */
const ofUser = { params: { account: Schema.String }, error: errors(404) };
/** A page of one user's articles / of the users they follow or who follow them. */
const articlesOf = { ...ofUser, query: UserListQuery, success: ArticleList };
const profilesOf = { ...ofUser, query: ListQuery, success: ProfileList };

export class UsersGroup extends HttpApiGroup.make('users').add(
  // Declared before /v1/users/:account so "current" is never taken for an account name.
  signedIn(HttpApiEndpoint.get('current', '/v1/users/current', { success: CurrentUserData })),
  signedIn(
    HttpApiEndpoint.patch('updateCurrent', '/v1/users/current', {
      payload: Schema.Struct({
        name: Schema.optional(DisplayName),
        /** A new account id (409 when taken, 400 reserved); old /u/{account} links stop working. */
        account: Schema.optional(Account),
        description: Schema.optional(ruledString(descriptionRules)),
      }),
      success: CurrentUserData,
      error: errors(409),
    }),
  ),
  signedIn(
    HttpApiEndpoint.patch('changePassword', '/v1/users/current/password', {
      payload: Schema.Struct({
        currentPassword: ruledString(passwordChangeForm.fields.currentPassword),
        password: Password,
        passwordConfirmation: Schema.String,
      }),
      success: CurrentUserData,
      error: errors(429),
    }),
  ),
  /**
   * Deletes the account (rules in api/src/users/deletion.ts): 400 field password when wrong; 409
   * `unpaid_balance` while earnings are unpaid. Articles are unpublished (buyers keep reading them),
   * personal data is anonymised, every session ends.
   */
  signedIn(
    HttpApiEndpoint.delete('deleteCurrent', '/v1/users/current', {
      payload: Schema.Struct({
        password: ruledString(deleteAccountForm.fields.password),
        /** Consent to forfeit exactly this many yen of unpaid earnings below the smallest payout (issue 25). */
        forfeit: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
      }),
      success: HttpApiSchema.NoContent,
      error: errors(409, 429),
    }),
  ),
  readsSession(HttpApiEndpoint.get('profile', '/v1/users/:account', { ...ofUser, success: ProfileData })),
  readsSession(HttpApiEndpoint.get('articles', '/v1/users/:account/articles', articlesOf)),
  /** The author's published articles, best rated first (as /v1/articles/high_rated). */
  readsSession(
    HttpApiEndpoint.get('articlesHighRated', '/v1/users/:account/articles/high_rated', articlesOf),
  ),
  /** 特定商取引法に基づく表記 of a seller (/u/{account}/specified); null fields = not registered. */
  HttpApiEndpoint.get('specified', '/v1/users/:account/specified', {
    ...ofUser,
    success: Schema.Struct({ data: SpecifiedData }),
  }),
  signedIn(HttpApiEndpoint.post('follow', '/v1/users/:account/follow', { ...ofUser, success: ProfileData })),
  signedIn(
    HttpApiEndpoint.delete('unfollow', '/v1/users/:account/follow', { ...ofUser, success: ProfileData }),
  ),
  readsSession(HttpApiEndpoint.get('followers', '/v1/users/:account/followers', profilesOf)),
  readsSession(HttpApiEndpoint.get('followings', '/v1/users/:account/followings', profilesOf)),
) {}
