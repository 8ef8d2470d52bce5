/** Every page of this remote named in shared/shell-contract remotePages.mf_seller. Exposed as './pages'.
 *  The settings pages (account, bank) are still labelled 準備中 placeholders. */
import { DashboardRedirect, RankingReport, TransferredHistory } from './dashboard/DashboardPages';
import { sellerPage } from './lib/SellerRoot';
import { placeholderPage } from './placeholder';
import { SalesHistory } from './sales/SalesHistory';
import { SalesManagement } from './sales/SalesManagement';

export const DashboardPage = sellerPage('DashboardPage', DashboardRedirect);
export const SalesManagementPage = sellerPage('SalesManagementPage', SalesManagement);
export const SalesHistoryPage = sellerPage('SalesHistoryPage', SalesHistory);
export const TransferredHistoryPage = sellerPage('TransferredHistoryPage', TransferredHistory);
export const RankingReportPage = sellerPage('RankingReportPage', RankingReport);
export const AccountSettingsPage = placeholderPage('AccountSettingsPage');
export const BankAccountPage = placeholderPage('BankAccountPage');
export const BankInformationPage = placeholderPage('BankInformationPage');
