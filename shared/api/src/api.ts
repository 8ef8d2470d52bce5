// THE contract: one HttpApi definition used by the server (HttpApiBuilder), the browser client
// (HttpApiClient) and /openapi.json.
import { HttpApi, OpenApi } from 'effect/http-api';
import { ErrorBoundary } from './errors';
import { ArticlesGroup } from './groups/articles';
import { AuthGroup } from './groups/auth';
import { CatalogGroup } from './groups/catalog';
import { CurrentGroup } from './groups/current';
import { UsersGroup } from './groups/users';
import { AffiliatesGroup } from './groups/affiliates';
import { SalesGroup } from './groups/sales';
import { DraftsGroup } from './groups/drafts';
import { AdminGroup } from './groups/admin';
import { PaymentsGroup } from './groups/payments';
import { PurchasesGroup } from './groups/purchases';
import { ReviewsGroup } from './groups/reviews';
import { QuickEditGroup } from './groups/quick-edit';
import { PayoutsGroup } from './groups/payouts';
import { AdminMoneyGroup } from './groups/admin-money';
import { RankingGroup } from './groups/ranking';
import { OgpGroup } from './groups/ogp';
import { MediaGroup } from './groups/media';
import { OAuthGroup } from './groups/oauth';
import { TipsGroup } from './groups/tips';
import { MagazinesGroup } from './groups/magazines';
import { AnalyticsGroup } from './groups/analytics';

export class ShirubeApi extends HttpApi.make('shirube')
  .add(AuthGroup)
  .add(UsersGroup)
  .add(ArticlesGroup)
  .add(CatalogGroup)
  .add(CurrentGroup)
  .add(DraftsGroup)
  .add(AdminGroup)
  .add(AffiliatesGroup)
  .add(SalesGroup)
  .add(PaymentsGroup)
  .add(PurchasesGroup)
  .add(ReviewsGroup)
  .add(QuickEditGroup)
  .add(PayoutsGroup)
  .add(AdminMoneyGroup)
  .add(RankingGroup)
  .add(OgpGroup)
  .add(MediaGroup)
  .add(OAuthGroup)
  .add(TipsGroup)
  .add(MagazinesGroup)
  .add(AnalyticsGroup)
  // Last, so it wraps every endpoint added above.
  .middleware(ErrorBoundary)
  .annotateMerge(OpenApi.annotations({ title: 'しるべ API', version: '1' })) {}
