import { adminMenu as enAdminMenu } from '@shirube/i18n/src/en/admin-menu';
import { adminMenu } from '@shirube/i18n/src/ja/admin-menu';
import type { ComponentType } from 'react';
import { withMessages } from '@shirube/ui/src/withMessages';

/** The admin pages (routes/routeTable.ts), listed for an admin only in the user menu and the drawer. */
export const adminLinks: Array<[string, string]> = [
  ['/admin/reviews', 'shell.menu.adminReviews'],
  ['/admin/identifications', 'shell.menu.adminIdentifications'],
  ['/admin/refunds', 'shell.menu.adminRefunds'],
  ['/admin/transfers', 'shell.menu.adminTransfers'],
];

/** Gives a signed-in chunk the 管理 texts (they stay out of the article route's messages). */
export const withAdminMessages = <P extends object>(c: ComponentType<P>) =>
  withMessages(c, adminMenu, enAdminMenu);
