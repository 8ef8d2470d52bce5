/** Every page of this remote named in shared/shell-contract remotePages.mf_seller (placeholders until
 *  their screens arrive). Exposed as './pages'. */
import { placeholderPage } from './placeholder';

export const DashboardPage = placeholderPage('DashboardPage');
export const SalesManagementPage = placeholderPage('SalesManagementPage');
export const SalesHistoryPage = placeholderPage('SalesHistoryPage');
export const TransferredHistoryPage = placeholderPage('TransferredHistoryPage');
export const RankingReportPage = placeholderPage('RankingReportPage');
export const AccountSettingsPage = placeholderPage('AccountSettingsPage');
export const BankAccountPage = placeholderPage('BankAccountPage');
export const BankInformationPage = placeholderPage('BankInformationPage');
