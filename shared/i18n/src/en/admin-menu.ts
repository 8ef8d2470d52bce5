// English for src/ja/admin-menu.ts (ids missing here fall back to Japanese).
export const adminMenu: Record<string, string> = {
  'shell.menu.admin': 'Admin',
  'shell.menu.adminReviews': 'Articles awaiting review',
  'shell.menu.adminIdentifications': 'Identity reviews',
  'shell.menu.adminRefunds': 'Refunds',
  'shell.menu.adminTransfers': 'Transfers',
};
