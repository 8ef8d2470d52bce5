// What a sale is made of, shared by the purchase transaction (record.ts) and its statement (sale-statement.ts).

/** The article's figures the purchase transaction reads (or the request read before charging). */
export type SaleArticle = {
  authorId: number;
  title: string;
  soldCount: number;
  salesCount: number;
  isSalesUnlimited: boolean;
  affiliateRateBp: number;
};

/** An article row's sale figures (checkout hands over the row it read before charging). */
export const saleArticleOf = (a: Omit<SaleArticle, 'authorId'> & { userId: number }): SaleArticle => ({
  authorId: a.userId,
  title: a.title,
  soldCount: a.soldCount,
  salesCount: a.salesCount,
  isSalesUnlimited: a.isSalesUnlimited,
  affiliateRateBp: a.affiliateRateBp,
});

/** A charged order, ready to be recorded as a purchase. */
export interface PaidOrder {
  orderId: string;
  buyerId: number;
  articleId: number;
  /** Yen actually charged. */
  amount: number;
  /** The resolved referrer (see ./affiliate.ts), before the self-referral rule. */
  affiliateUserId: number | null;
  /** The discount code `amount` was priced with; one of its uses is taken here. */
  discountCodeId?: number | null;
}
