export * from './entities';
export * from './errors';
export { ShirubeApi } from './api';
export { AuthGroup, AuthHeaders, CurrentUserData, SignUpPayload } from './groups/auth';
export { UsersGroup, ArticleList, ListQuery, ProfileData, ProfileList } from './groups/users';
export { CurrentGroup } from './groups/current';
export { ArticlesGroup } from './groups/articles';
export { CatalogGroup } from './groups/catalog';
export { ApiError, createApiClient, toApiError, type ApiClient, type ApiClientOptions } from './client';
