// The sale settings an author sends when publishing (drafts.ts) and in quick edit (quick-edit.ts):
// one list of fields, so the two forms cannot drift. Not re-exported from the package index.
import * as Schema from 'effect/Schema';

/** Ranges are checked by the handler so errors name the field. */
export const saleSettingsFields = {
  price: Schema.Number,
  salesCount: Schema.Number,
  isSalesUnlimited: Schema.Boolean,
  affiliateRate: Schema.Number,
  affiliatableOnlyPurchaser: Schema.Boolean,
  category: Schema.optional(Schema.NullOr(Schema.Int)),
};
