/** Every page of this remote named in shared/shell-contract remotePages.mf_seller. Exposed as './pages'.
 *  Account settings and deletion live in settings/; money out in bank/, verification/, transfers/, admin/. */
import { IdentityReviewPage } from './admin/IdentityReviewPage';
import { RefundsPage } from './admin/RefundsPage';
import { TransfersPage } from './admin/TransfersPage';
import { BankAccountPage as BankAccount } from './bank/BankAccountPage';
import { DashboardRedirect } from './dashboard/DashboardPages';
import { RankingReport } from './ranking/RankingReport';
import { sellerPage } from './lib/SellerRoot';
import { SalesHistory } from './sales/SalesHistory';
import { SalesManagement } from './sales/SalesManagement';
import { AccountSettings } from './settings/AccountSettings';
import { DeleteAccount } from './settings/DeleteAccount';
import { TransferredHistory } from './transfers/TransferredHistory';
import { VerificationPage } from './verification/VerificationPage';
import { lazy, createElement, Suspense } from 'react';
import { Loading } from './lib/PageStatus';

// Its own chunk (chart, tables): no other page pays for it.
const LazyAnalytics = lazy(() =>
  import('./analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })),
);
const Analytics = () =>
  createElement(Suspense, { fallback: createElement(Loading) }, createElement(LazyAnalytics));

export const DashboardPage = sellerPage('DashboardPage', DashboardRedirect);
export const SalesManagementPage = sellerPage('SalesManagementPage', SalesManagement);
export const SalesHistoryPage = sellerPage('SalesHistoryPage', SalesHistory);
export const TransferredHistoryPage = sellerPage('TransferredHistoryPage', TransferredHistory);
export const RankingReportPage = sellerPage('RankingReportPage', RankingReport);
export const AccountSettingsPage = sellerPage('AccountSettingsPage', AccountSettings);
export const DeleteAccountPage = sellerPage('DeleteAccountPage', DeleteAccount);
export const BankAccountPage = sellerPage('BankAccountPage', BankAccount);
export const BankInformationPage = sellerPage('BankInformationPage', VerificationPage);
export const AdminIdentificationsPage = sellerPage('AdminIdentificationsPage', IdentityReviewPage);
export const AdminTransfersPage = sellerPage('AdminTransfersPage', TransfersPage);
export const AdminRefundsPage = sellerPage('AdminRefundsPage', RefundsPage);
export const AnalyticsPage = sellerPage('AnalyticsPage', Analytics);
