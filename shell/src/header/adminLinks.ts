import { adminMenu as enAdminMenu } from '@shirube/i18n/src/en/admin-menu';
import { adminMenu } from '@shirube/i18n/src/ja/admin-menu';
import type { ComponentType } from 'react';
import { withMessages } from '@shirube/ui/src/withMessages';

/** The admin pages (routes/routeTable.ts), listed for an admin only in the user menu and the drawer.
 *  Imported only by the lazy AdminMenuGroup and drawer/AdminSection: a non-admin's chunks carry neither
 *  these links nor their texts (e2e/bytes.spec.ts, the editor's first load). */
export const adminLinks: Array<[string, string]> = [
  ['/admin/reviews', 'shell.menu.adminReviews'],
  ['/admin/identifications', 'shell.menu.adminIdentifications'],
  ['/admin/refunds', 'shell.menu.adminRefunds'],
  ['/admin/transfers', 'shell.menu.adminTransfers'],
];

/** Gives the admin group its 管理 texts (merged where it renders, not in the app's messages). */
export const withAdminMessages = <P extends object>(c: ComponentType<P>) =>
  withMessages(c, adminMenu, enAdminMenu);
