// The 管理 group an admin sees in the user menu and the drawer (names as the admin pages' titles,
// ja/titles.ts): loaded with the admin-only 管理 chunks (shell/src/header/adminLinks.ts), in no one else's.
export const adminMenu = {
  'shell.menu.admin': '管理',
  'shell.menu.adminReviews': '審査待ちの記事',
  'shell.menu.adminIdentifications': '本人確認の審査',
  'shell.menu.adminRefunds': '返金',
  'shell.menu.adminTransfers': '振込の管理',
} satisfies Record<string, string>;
