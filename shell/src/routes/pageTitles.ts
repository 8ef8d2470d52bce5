/**
 * The document title of every page whose name does not depend on data (「売上管理｜しるべ」). Article and user
 * pages are named by the reader (their title / the person's name), and by the shell server in their HTML.
 */
// matchRoutes, not matchPath: the shared react-router is built with the exports the apps use (shared/build).
import { matchRoutes } from 'react-router';
import { pageTitle } from '@shirube/i18n/src/core';
import { titles } from '@shirube/i18n/src/ja/titles';

/** Path pattern → message id (`shell.title.*`). The top page is the site name alone. */
export const pageTitleIds: ReadonlyArray<readonly [string, string]> = [
  ['/search', 'shell.title.search'],
  ['/inquiry', 'shell.title.inquiry'],
  ['/terms', 'shell.title.terms'],
  ['/specified', 'shell.title.specified'],
  ['/privacy', 'shell.title.privacy'],
  ['/a/draft', 'shell.title.draft'],
  ['/a/:id/edit', 'shell.title.edit'],
  ['/a/:id/preview', 'shell.title.preview'],
  ['/my_articles', 'shell.title.myArticles'],
  ['/admin/reviews', 'shell.title.adminReviews'],
  ['/admin/identifications', 'shell.title.adminIdentifications'],
  ['/admin/transfers', 'shell.title.adminTransfers'],
  ['/admin/refunds', 'shell.title.adminRefunds'],
  ['/settings/purchased_history', 'shell.title.purchasedHistory'],
  ['/settings/credit_card', 'shell.title.creditCard'],
  ['/settings/account', 'shell.title.account'],
  ['/settings/delete_account', 'shell.title.deleteAccount'],
  ['/settings/bank_account', 'shell.title.bankAccount'],
  ['/settings/bank_information', 'shell.title.identity'],
  ['/dashboard', 'shell.title.dashboard'],
  ['/dashboard/sales_management', 'shell.title.salesManagement'],
  ['/dashboard/sales_history', 'shell.title.salesHistory'],
  ['/dashboard/transferred_history', 'shell.title.transferredHistory'],
  ['/dashboard/ranking_report', 'shell.title.rankingReport'],
  ['/dashboard/analytics', 'shell.title.analytics'],
  ['/sign_in', 'shell.title.signIn'],
  ['/sign_up', 'shell.title.signUp'],
  ['/reset_password', 'shell.title.resetPassword'],
  ['/update_password', 'shell.title.updatePassword'],
  ['/confirm', 'shell.title.confirm'],
  ['/callback', 'shell.title.signIn'],
  ['/help/faq', 'shell.title.helpFaq'],
  ['/help/guideline', 'shell.title.helpGuideline'],
  ['/help/manual', 'shell.title.helpManual'],
];

const titleRoutes = pageTitleIds.map(([path]) => ({ path }));

/** The message id naming this path, '' for the top page, null when the page names itself (article, user). */
export function pageTitleIdOf(pathname: string): string | null {
  if (pathname === '/') return '';
  const matched = matchRoutes(titleRoutes, pathname)?.[0]?.route.path;
  return pageTitleIds.find(([pattern]) => pattern === matched)?.[1] ?? null;
}

/** The document title of this path, or null when the page names itself. */
export function documentTitleOf(pathname: string): string | null {
  const id = pageTitleIdOf(pathname);
  if (id === null) return null;
  return pageTitle(id ? titles[id as keyof typeof titles] : null);
}
