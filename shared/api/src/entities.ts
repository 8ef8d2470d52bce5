// Entity schemas of spec §3 as they travel on the wire (camelCase JSON).
import * as Schema from 'effect/Schema';

const Url = Schema.NullOr(Schema.String);

/** External sign-in providers (issue 20): Google and LINE (OpenID Connect), X (OAuth 2.0 + PKCE). */
export const OAuthProvider = Schema.Literals(['google', 'line', 'x']);
export type OAuthProvider = typeof OAuthProvider.Type;

export const CurrentUser = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  name: Schema.String,
  email: Schema.String,
  /** A new address waiting for its confirmation link (PATCH /v1/auth); null when none. */
  unconfirmedEmail: Schema.NullOr(Schema.String),
  imageUrl: Url,
  thumbnailUrl: Url,
  description: Schema.String,
  lawName: Schema.NullOr(Schema.String),
  lawContact: Schema.NullOr(Schema.String),
  lawAddress: Schema.NullOr(Schema.String),
  lawPhone: Schema.NullOr(Schema.String),
  /** 住所・電話番号 are not shown but 「請求があれば遅滞なく開示します」. */
  lawDisclosureOnRequest: Schema.Boolean,
  isAdmin: Schema.Boolean,
  purchaseMailNotification: Schema.Boolean,
  salesMailNotification: Schema.Boolean,
  /** e.g. "sandbox", "stripe", "max_connect"; null until the user has a payment profile. */
  paymentProvider: Schema.NullOr(Schema.String),
  /** Spec §3 OAuth registration: the providers linked to the account (GET /v1/users/current only). */
  oauthProviders: Schema.optional(Schema.Array(OAuthProvider)),
  /** False for an account made through a provider that has not set a password yet (no email sign-in). */
  emailSignIn: Schema.optional(Schema.Boolean),
});
export type CurrentUser = typeof CurrentUser.Type;

export const UserProfile = Schema.Struct({
  account: Schema.String,
  name: Schema.String,
  imageUrl: Url,
  thumbnailUrl: Url,
  description: Schema.String,
  followingsCount: Schema.Int,
  followersCount: Schema.Int,
  isFollowing: Schema.Boolean,
  isMe: Schema.Boolean,
});
export type UserProfile = typeof UserProfile.Type;

/** The author as embedded in an article. */
export const ArticleUser = Schema.Struct({
  account: Schema.String,
  name: Schema.String,
  thumbnailUrl: Url,
});
export type ArticleUser = typeof ArticleUser.Type;

export const Category = Schema.Struct({ id: Schema.Int, name: Schema.String, slug: Schema.String });
export type Category = typeof Category.Type;

export const Advertisement = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  imageUrl: Url,
  linkUrl: Schema.String,
});
export type Advertisement = typeof Advertisement.Type;

export const SystemPhrase = Schema.Struct({
  id: Schema.Int,
  /** Stable key the UI looks phrases up by (e.g. "top_notice"). */
  key: Schema.String,
  body: Schema.String,
  url: Url,
});
export type SystemPhrase = typeof SystemPhrase.Type;

/** Cursor paging: send `next` back as the `since` query parameter; null = last page. */
export const Pager = Schema.Struct({ next: Schema.NullOr(Schema.String) });
export type Pager = typeof Pager.Type;
export const ListMeta = Schema.Struct({ pager: Pager });
/** Cursor from a previous page's meta.pager.next. */
export const ListQuery = { since: Schema.optional(Schema.String) };
/** A Tokyo month (YYYY-MM). */
const Month = Schema.String.check(Schema.isPattern(/^\d{4}-(0[1-9]|1[0-2])$/));
/** The lists of one Tokyo month (what an absent `month` means, each endpoint says), 20 a page. */
export const MonthListQuery = { month: Schema.optional(Month), ...ListQuery };
/** `{data: {id}}`: the id of what a call made or deleted. */
export const IdData = Schema.Struct({ data: Schema.Struct({ id: Schema.Int }) });
/** `{data: [item…]}`: a whole list, no paging. */
export const listOf = <S extends Schema.Top>(item: S) => Schema.Struct({ data: Schema.Array(item) });
/** `{data: [item…], meta: {pager}}`: one page of a cursor-paged list. */
export const pageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ data: Schema.Array(item), meta: ListMeta });

export const ArticleStatus = Schema.Literals(['draft', 'published']);
/** "review" = waiting for inspection (404 `under_review` for everyone but owner/admin). */
export const InspectStatus = Schema.Literals(['none', 'review', 'approved', 'rejected']);

const articleCommon = {
  id: Schema.Int,
  title: Schema.String,
  introBody: Schema.String,
  eyecatchImageUrl: Url,
  eyecatchThumbnailUrl: Url,
  /** Integer yen, tax included. 0 = free. */
  price: Schema.Int,
  /** Price after the discount code of the request, when one applies. */
  discountedPrice: Schema.NullOr(Schema.Int),
  /** Copies offered in total (the limit); meaningless when isSalesUnlimited. */
  salesCount: Schema.Int,
  availableSalesCount: Schema.Int,
  isSalesUnlimited: Schema.Boolean,
  /** Fraction (0.1 = 10 %); stored as basis points. */
  affiliateRate: Schema.Number,
  affiliatableOnlyPurchaser: Schema.Boolean,
  point: Schema.Number,
  reviewsCount: Schema.Int,
  isPurchased: Schema.Boolean,
  publishedAt: Schema.NullOr(Schema.String),
  user: ArticleUser,
  category: Schema.NullOr(Category),
};

export const ArticleSummary = Schema.Struct({
  ...articleCommon,
  /** Lists that take a discount_code (user page): true on the article the code priced. */
  hasDiscountCode: Schema.optional(Schema.Boolean),
});
export type ArticleSummary = typeof ArticleSummary.Type;

export const Article = Schema.Struct({
  ...articleCommon,
  /** Paragraph HTML strings. Without access, only the free ones (indices < payArticleLine). */
  body: Schema.Array(Schema.String),
  /** Index of the first paid paragraph; -1 = all free. */
  payArticleLine: Schema.Int,
  /** Paragraphs in the paid part (also when they are withheld), so the UI can say what is locked. */
  paidParagraphsCount: Schema.Int,
  purchasedAt: Schema.NullOr(Schema.String),
  isOwner: Schema.Boolean,
  isReviewed: Schema.Boolean,
  isDeleted: Schema.Boolean,
  status: ArticleStatus,
  inspectStatus: InspectStatus,
  /** The request's discount_code applies: discountedPrice is its price (or a lower standing sale). */
  hasDiscountCode: Schema.Boolean,
  /** Why the request's discount_code does not apply (null/absent when none was given or it applies). */
  discountCodeProblem: Schema.optional(Schema.NullOr(Schema.Literals(['not_found', 'expired', 'used_up']))),
  reservePublishType: Schema.NullOr(Schema.String),
  tags: Schema.Array(Schema.String),
  timestamp: Schema.String,
  /**
   * type=review of an edited live article (author/admin only): the fields above are the revision
   * waiting for approval, this is the version readers have now (for a diff). Absent otherwise.
   */
  liveVersion: Schema.optional(
    Schema.Struct({
      title: Schema.String,
      price: Schema.Int,
      body: Schema.Array(Schema.String),
      payArticleLine: Schema.Int,
    }),
  ),
});
export type Article = typeof Article.Type;

/** review = a buyer reviewed the recipient's article (opens the article page). */
export const NotificationKind = Schema.Literals([
  'sales',
  'sales_affiliate',
  'update',
  'sold_out',
  'review',
  'tip',
]);
export const Notification = Schema.Struct({
  id: Schema.Int,
  kind: NotificationKind,
  body: Schema.String,
  /** Read flag (spec name). */
  open: Schema.Boolean,
  createdAt: Schema.String,
  article: Schema.NullOr(Schema.Struct({ id: Schema.Int, user: Schema.Struct({ account: Schema.String }) })),
});
export type Notification = typeof Notification.Type;

/** A row of the author's own management list (/my_articles): drafts and articles under review too. */
export const MyArticle = Schema.Struct({
  ...articleCommon,
  status: ArticleStatus,
  inspectStatus: InspectStatus,
  updatedAt: Schema.String,
  /** The last rejection's reason while inspectStatus is rejected (issue 3, editor). */
  rejectReason: Schema.optional(Schema.NullOr(Schema.String)),
});
export type MyArticle = typeof MyArticle.Type;

/** A buyer's review of an article (spec §3 "Review list"): 1–5 stars and plain text. */
export const Review = Schema.Struct({
  id: Schema.Int,
  point: Schema.Int,
  /** Plain text (tags removed on save); show it as text, never as HTML. */
  body: Schema.String,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  user: ArticleUser,
  isMine: Schema.Boolean,
});
export type Review = typeof Review.Type;
