export * from './entities';
export * from './errors';
export * from './access';
export { ShirubeApi } from './api';
export { AuthGroup, AuthHeaders, CurrentUserData, SignUpPayload } from './groups/auth';
export { UsersGroup, ArticleList, ProfileData, ProfileList } from './groups/users';
export { CurrentGroup } from './groups/current';
export { ArticlesGroup, SearchOrder, SearchResult } from './groups/articles';
export { ReviewsGroup, ReviewInput } from './groups/reviews';
export { CatalogGroup } from './groups/catalog';
export * from './groups/drafts';
export * from './groups/admin';
export * from './groups/media';
export * from './groups/affiliates';
export * from './groups/sales';
export { ApiError, createApiClient, toApiError, type ApiClient, type ApiClientOptions } from './client';
export { fetchPlainRoute } from './plain-route';
export {
  PaymentsGroup,
  CardToken,
  ChargeResult,
  OrderStatus,
  PaymentSetup,
  StoredCard,
  IdempotencyHeaders,
  KonbiniVoucher,
  AwaitingPayment,
} from './groups/payments';
export { PurchasesGroup, PurchaseHistoryItem } from './groups/purchases';
export * from './groups/receipts';
export { SpecifiedData } from './groups/users';
export * from './groups/quick-edit';
export * from './groups/payouts';
export * from './groups/admin-money';
export * from './groups/ranking';
export * from './groups/ogp';
export * from './groups/oauth';
export * from './groups/tips';
export * from './groups/analytics';
export type { ApiRoute, RoutePayload, RouteQuery, RouteSuccess } from './routes';
export * from './groups/magazines';
