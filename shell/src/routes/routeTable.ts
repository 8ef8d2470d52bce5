/**
 * Every route of spec §2 and who renders it. Remote pages must be listed in the contract's
 * `remotePages`; the shell's own pages (auth) are named here with `shell:`.
 */
import type { PageName, RemoteName } from '@shirube/shell-contract';

export type LayoutName = 'default' | 'article' | 'edit' | 'preview' | 'plain';
export type Guard = 'protected' | 'guestOnly';

export type RouteTarget = { [R in RemoteName]: { remote: R; page: PageName<R> } }[RemoteName];

export interface RemoteRoute {
  path: string;
  target: RouteTarget;
  layout: LayoutName;
  guard?: Guard;
}

const reader = (page: PageName<'mf_reader'>) => ({ remote: 'mf_reader', page }) as const;
const editor = (page: PageName<'mf_editor'>) => ({ remote: 'mf_editor', page }) as const;
const commerce = (page: PageName<'mf_commerce'>) => ({ remote: 'mf_commerce', page }) as const;
const seller = (page: PageName<'mf_seller'>) => ({ remote: 'mf_seller', page }) as const;

export const remoteRoutes: RemoteRoute[] = [
  { path: '/', target: reader('TopPage'), layout: 'default' },
  { path: '/search', target: reader('SearchPage'), layout: 'default' },
  { path: '/inquiry', target: reader('InquiryPage'), layout: 'default' },
  { path: '/terms', target: reader('TermsPage'), layout: 'default' },
  { path: '/specified', target: reader('SpecifiedPage'), layout: 'default' },
  { path: '/u/:account', target: reader('UserPage'), layout: 'default' },
  { path: '/u/:account/followers', target: reader('FollowersPage'), layout: 'default' },
  { path: '/u/:account/following', target: reader('FollowingPage'), layout: 'default' },
  { path: '/u/:account/specified', target: reader('UserSpecifiedPage'), layout: 'default' },
  { path: '/u/:account/a/:id', target: reader('ArticlePage'), layout: 'article' },
  { path: '/u/:account/m/:magazineId', target: reader('MagazinePage'), layout: 'default' },

  { path: '/a/draft', target: editor('DraftPage'), layout: 'edit', guard: 'protected' },
  { path: '/a/:id/edit', target: editor('EditPage'), layout: 'edit', guard: 'protected' },
  { path: '/a/:id/preview', target: editor('PreviewPage'), layout: 'preview', guard: 'protected' },
  { path: '/my_articles', target: editor('MyArticlesPage'), layout: 'default', guard: 'protected' },
  { path: '/admin/reviews', target: editor('ReviewQueuePage'), layout: 'default', guard: 'protected' },
  {
    path: '/admin/identifications',
    target: seller('AdminIdentificationsPage'),
    layout: 'default',
    guard: 'protected',
  },
  { path: '/admin/transfers', target: seller('AdminTransfersPage'), layout: 'default', guard: 'protected' },
  { path: '/admin/refunds', target: seller('AdminRefundsPage'), layout: 'default', guard: 'protected' },

  {
    path: '/settings/purchased_history',
    target: commerce('PurchasedHistoryPage'),
    layout: 'default',
    guard: 'protected',
  },
  {
    path: '/settings/credit_card',
    target: commerce('CreditCardPage'),
    layout: 'default',
    guard: 'protected',
  },

  { path: '/dashboard', target: seller('DashboardPage'), layout: 'default', guard: 'protected' },
  {
    path: '/dashboard/sales_management',
    target: seller('SalesManagementPage'),
    layout: 'default',
    guard: 'protected',
  },
  {
    path: '/dashboard/sales_history',
    target: seller('SalesHistoryPage'),
    layout: 'default',
    guard: 'protected',
  },
  {
    path: '/dashboard/transferred_history',
    target: seller('TransferredHistoryPage'),
    layout: 'default',
    guard: 'protected',
  },
  { path: '/dashboard/analytics', target: seller('AnalyticsPage'), layout: 'default', guard: 'protected' },
  {
    path: '/dashboard/ranking_report',
    target: seller('RankingReportPage'),
    layout: 'default',
    guard: 'protected',
  },
  { path: '/settings/account', target: seller('AccountSettingsPage'), layout: 'default', guard: 'protected' },
  {
    path: '/settings/delete_account',
    target: seller('DeleteAccountPage'),
    layout: 'default',
    guard: 'protected',
  },
  {
    path: '/settings/bank_account',
    target: seller('BankAccountPage'),
    layout: 'default',
    guard: 'protected',
  },
  {
    path: '/settings/bank_information',
    target: seller('BankInformationPage'),
    layout: 'default',
    guard: 'protected',
  },
];

/** Routes whose layout hides the header search box (spec §2). */
export const layoutHidesSearch = (layout: LayoutName) => layout === 'edit' || layout === 'preview';

/** The shell's own pages (AppRoutes renders them); any path matching neither list is a 404. */
export const shellRoutePaths = [
  '/settings',
  '/sign_in',
  '/sign_up',
  '/reset_password',
  '/update_password',
  '/confirm',
  '/callback',
  '/help/:topic',
  '/privacy',
] as const;
