// Quick edit and discount codes (spec §4 quick edit, §7): the owner changes sale settings of a
// published article without a new review, and manages discount-code links. Owner only (403 otherwise;
// 404 when the article is deleted or hidden; 409 `not_published` before it is live). Ranges are checked
// by the handler so errors name the field.
import * as Schema from 'effect/Schema';
import { Int4 } from '../rules';
import { HttpApiEndpoint, HttpApiGroup } from 'effect/http-api';
import { IdData } from '../entities';
import { Access, SessionErrors } from '../access';
import { errors } from '../errors';
import { saleSettingsFields } from './sale-settings';

export const DiscountCodeState = Schema.Literals(['active', 'expired', 'used_up']);
export type DiscountCodeState = typeof DiscountCodeState.Type;

/** Spec §3 "Discount code" (id, link, price) plus the limits we offer. */
export const DiscountCode = Schema.Struct({
  id: Schema.Int,
  code: Schema.String,
  /** Absolute article URL with `?discount_code=`. */
  link: Schema.String,
  price: Schema.Int,
  /** End of the offer (ISO, exclusive); null = no end. */
  expiresAt: Schema.NullOr(Schema.String),
  /** null = unlimited. */
  maxUses: Schema.NullOr(Schema.Int),
  usedCount: Schema.Int,
  state: DiscountCodeState,
});
export type DiscountCode = typeof DiscountCode.Type;

export const QuickEdit = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  price: Schema.Int,
  salesCount: Schema.Int,
  /** Copies sold so far: salesCount may not go below it. */
  soldCount: Schema.Int,
  /** Copies left as the lists count them (sold and held by checkouts in progress excluded), so that
   *  /my_articles shows the saved figure without repeating the rule. */
  availableSalesCount: Schema.Int,
  isSalesUnlimited: Schema.Boolean,
  /** Fraction (0.1 = 10 %). */
  affiliateRate: Schema.Number,
  affiliatableOnlyPurchaser: Schema.Boolean,
  categoryId: Schema.NullOr(Schema.Int),
  /** The live article has a paid part (a price above 0 is only possible then). */
  hasPaidPart: Schema.Boolean,
  discountCodes: Schema.Array(DiscountCode),
});
export type QuickEdit = typeof QuickEdit.Type;

export const QuickEditPayload = Schema.Struct(saleSettingsFields);
export type QuickEditPayload = typeof QuickEditPayload.Type;

const limits = {
  /** ISO time with an offset (the form sends Asia/Tokyo); null = no end. */
  expiresAt: Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(40)))),
  maxUses: Schema.optional(Schema.NullOr(Schema.Number)),
};
export const DiscountCodePayload = Schema.Struct({ price: Schema.Number, ...limits });
export type DiscountCodePayload = typeof DiscountCodePayload.Type;
export const DiscountCodePatch = Schema.Struct({ price: Schema.optional(Schema.Number), ...limits });
export type DiscountCodePatch = typeof DiscountCodePatch.Type;

const QuickEditResponse = Schema.Struct({ data: QuickEdit });
const DiscountCodeResponse = Schema.Struct({ data: DiscountCode });
/** Every call here answers 403 / 404 / 409 as the header says. */
const ofArticle = { params: { id: Int4 }, error: errors(403, 404, 409) };
const ofCode = { ...ofArticle, params: { id: Int4, codeId: Int4 } };

export class QuickEditGroup extends HttpApiGroup.make('quickEdit')
  .add(
    HttpApiEndpoint.get('get', '/v1/articles/:id/quick_edit', { ...ofArticle, success: QuickEditResponse }),
    /** 400 field salesCount `below_sold` when fewer copies than already sold; price changes apply to new orders only. */
    HttpApiEndpoint.patch('save', '/v1/articles/:id/quick_edit', {
      ...ofArticle,
      payload: QuickEditPayload,
      success: QuickEditResponse,
    }),
    /** A new code with a random value; 400 field price unless 100 ≤ price < the list price. */
    HttpApiEndpoint.post('createDiscountCode', '/v1/articles/:id/discount_codes', {
      ...ofArticle,
      payload: DiscountCodePayload,
      success: DiscountCodeResponse,
    }),
    HttpApiEndpoint.patch('updateDiscountCode', '/v1/articles/:id/discount_codes/:codeId', {
      ...ofCode,
      payload: DiscountCodePatch,
      success: DiscountCodeResponse,
    }),
    /** The link stops working; purchases made with it keep their price. Answers the deleted id. */
    HttpApiEndpoint.delete('deleteDiscountCode', '/v1/articles/:id/discount_codes/:codeId', {
      ...ofCode,
      success: IdData,
    }),
  )
  // Every endpoint: a session (401; access.ts).
  .middleware(SessionErrors)
  .annotateEndpoints(Access, 'session') {}
