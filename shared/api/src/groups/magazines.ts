// Magazines (issue 37, マガジン): an author's set of their own published articles sold at one price.
// The author manages theirs (session, owner only: 404 for anyone else); anyone reads a live one. Ranges
// are checked by the handler (@shirube/domain magazineProblems) so errors name the field, with a Japanese
// reason per field in `details`.
import * as Schema from 'effect/Schema';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { readsSession, signedIn } from '../access';
import { ArticleSummary, IdData, listOf } from '../entities';
import { errors } from '../errors';
import { Int4 } from '../rules';
import { ChargeResult, ExpectedAmount, IdempotencyHeaders, ReturnPath } from './payments';

export const MagazineSummary = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  description: Schema.String,
  coverImageUrl: Schema.NullOr(Schema.String),
  /** Yen, tax included; 0 = free. */
  price: Schema.Int,
  /** Fraction (0.1 = 10 %), as articles. */
  affiliateRate: Schema.Number,
  affiliatableOnlyPurchaser: Schema.Boolean,
  /** Articles in it now. */
  articlesCount: Schema.Int,
  /** false once the author stopped selling it (its buyers keep what it opened). */
  onSale: Schema.Boolean,
  user: Schema.Struct({ account: Schema.String, name: Schema.String }),
  createdAt: Schema.String,
});
export type MagazineSummary = typeof MagazineSummary.Type;

export const Magazine = Schema.Struct({
  ...MagazineSummary.fields,
  /** Its articles in the author's order; each says whether this viewer can read its paid part. */
  articles: Schema.Array(ArticleSummary),
  /** The viewer bought this magazine (and it is not refunded). */
  isPurchased: Schema.Boolean,
  isOwner: Schema.Boolean,
  /** Articles in it the viewer can already read: the full price is charged all the same (said before paying). */
  ownedArticlesCount: Schema.Int,
});
export type Magazine = typeof Magazine.Type;

export const MagazinePayload = Schema.Struct({
  title: Schema.String.check(Schema.isMaxLength(1000)),
  description: Schema.optional(Schema.String.check(Schema.isMaxLength(10_000))),
  price: Schema.Number,
  affiliateRate: Schema.optional(Schema.Number),
  affiliatableOnlyPurchaser: Schema.optional(Schema.Boolean),
});
export type MagazinePayload = typeof MagazinePayload.Type;

/** The whole ordered list: articles left out are removed (their history kept), new ones added. */
export const MagazineArticlesPayload = Schema.Struct({
  articleIds: Schema.Array(Int4).check(Schema.isMaxLength(1000)),
});

/** A magazine by card (the article's charge, same answers): a new card's token, or the stored card. */
export const MagazineChargePayload = Schema.Struct({
  token: Schema.optional(Schema.String.check(Schema.isMaxLength(100))),
  useStoredCard: Schema.optional(Schema.Boolean),
  saveCard: Schema.optional(Schema.Boolean),
  /** The magazine referral link's code (POST /v1/magazines/:id/share_link). */
  affiliateUid: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(64)))),
  expectedAmount: ExpectedAmount,
  /** Where PayPay brings the buyer back: the magazine's page /u/{account}/m/{id}. */
  returnPath: ReturnPath,
});

export const MagazineShareLink = Schema.Struct({ url: Schema.String, affiliateUid: Schema.String });

const MagazineData = Schema.Struct({ data: Magazine });
const id = { id: Int4 };

export class MagazinesGroup extends HttpApiGroup.make('magazines').add(
  signedIn(
    HttpApiEndpoint.post('create', '/v1/magazines', {
      payload: MagazinePayload,
      success: MagazineData,
      error: errors(404),
    }),
  ),
  signedIn(
    HttpApiEndpoint.patch('update', '/v1/magazines/:id', {
      params: id,
      payload: MagazinePayload,
      success: MagazineData,
      error: errors(404),
    }),
  ),
  /** Stops selling it (not listed, not for sale); buyers keep what it opened. */
  signedIn(
    HttpApiEndpoint.delete('remove', '/v1/magazines/:id', {
      params: id,
      success: IdData,
      error: errors(404),
    }),
  ),
  /** 400 field articleIds: not the author's own published article, or more than MAGAZINE_ARTICLES_MAX. */
  signedIn(
    HttpApiEndpoint.put('setArticles', '/v1/magazines/:id/articles', {
      params: id,
      payload: MagazineArticlesPayload,
      success: MagazineData,
      error: errors(404),
    }),
  ),
  /** 409 already_purchased; 402 declined; pending = 3-D Secure (poll /v1/payment/veritrans/veritrans_status). */
  signedIn(
    HttpApiEndpoint.post('charge', '/v1/magazines/:id/charge', {
      params: id,
      headers: IdempotencyHeaders,
      payload: MagazineChargePayload,
      success: Schema.Struct({ data: ChargeResult }),
      error: errors(402, 403, 404, 409),
    }),
  ),
  /** The viewer's referral link; 403 when only buyers may refer (affiliatableOnlyPurchaser). */
  signedIn(
    HttpApiEndpoint.post('shareLink', '/v1/magazines/:id/share_link', {
      params: id,
      success: Schema.Struct({ data: MagazineShareLink }),
      error: errors(403, 404),
    }),
  ),
  /** The author's own, on sale or not (the 「マガジン」 tab of /my_articles). */
  signedIn(HttpApiEndpoint.get('mine', '/v1/my_magazines', { success: listOf(MagazineSummary) })),
  readsSession(
    HttpApiEndpoint.get('get', '/v1/magazines/:id', {
      params: id,
      success: MagazineData,
      error: errors(404),
    }),
  ),
  /** Magazines on sale that hold this article (the article page: 「このマガジンに含まれています」 with each price). */
  HttpApiEndpoint.get('ofArticle', '/v1/articles/:id/magazines', {
    params: id,
    success: listOf(MagazineSummary),
  }),
  /** A user's magazines on sale (the user page). */
  HttpApiEndpoint.get('ofUser', '/v1/users/:account/magazines', {
    params: { account: Schema.String.check(Schema.isMaxLength(100)) },
    success: listOf(MagazineSummary),
    error: errors(404),
  }),
  /** Magazines on sale whose title contains q (normalised as article search). */
  HttpApiEndpoint.get('search', '/v1/magazines', {
    query: { q: Schema.String.check(Schema.isMaxLength(200)) },
    success: listOf(MagazineSummary),
  }),
) {}
