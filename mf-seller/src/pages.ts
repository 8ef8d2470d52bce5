/** Every page of this remote named in shared/shell-contract remotePages.mf_seller. Exposed as './pages'.
 *  The bank pages are still 準備中 placeholders; account settings and deletion live in settings/. */
import { DashboardRedirect, RankingReport, TransferredHistory } from './dashboard/DashboardPages';
import { sellerPage } from './lib/SellerRoot';
import { placeholderPage } from './placeholder';
import { SalesHistory } from './sales/SalesHistory';
import { SalesManagement } from './sales/SalesManagement';
import { AccountSettings } from './settings/AccountSettings';
import { DeleteAccount } from './settings/DeleteAccount';

export const DashboardPage = sellerPage('DashboardPage', DashboardRedirect);
export const SalesManagementPage = sellerPage('SalesManagementPage', SalesManagement);
export const SalesHistoryPage = sellerPage('SalesHistoryPage', SalesHistory);
export const TransferredHistoryPage = sellerPage('TransferredHistoryPage', TransferredHistory);
export const RankingReportPage = sellerPage('RankingReportPage', RankingReport);
export const AccountSettingsPage = sellerPage('AccountSettingsPage', AccountSettings);
export const DeleteAccountPage = sellerPage('DeleteAccountPage', DeleteAccount);
export const BankAccountPage = placeholderPage('BankAccountPage');
export const BankInformationPage = placeholderPage('BankInformationPage');
