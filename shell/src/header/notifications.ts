/** Notification shapes and rules of spec §4 ("Notifications"), kept apart from the menu UI. */
import { formatTokyoDate } from '@shirube/domain/tokyo-time';
import { unwrap } from '../lib/api';

export interface NotificationItem {
  id: number;
  kind: 'sales' | 'sales_affiliate' | 'update' | 'sold_out' | string;
  body: string;
  open: boolean;
  createdAt: string;
  article: { id: number; user: { account: string } } | null;
}

export function parseNotifications(body: unknown): { items: NotificationItem[]; unread: number } {
  const list = unwrap<NotificationItem[]>(body);
  const items = Array.isArray(list) ? list : [];
  const meta = (body as { meta?: { unreadCount?: number } })?.meta;
  const unread =
    typeof meta?.unreadCount === 'number' ? meta.unreadCount : items.filter((n) => !n.open).length;
  return { items, unread };
}

/** Sales kinds go to the sales history; update / sold_out go to the article page. */
export function notificationTarget(n: NotificationItem): string | null {
  if (n.kind === 'sales' || n.kind === 'sales_affiliate') return '/dashboard/sales_history';
  if (n.article) return `/u/${n.article.user.account}/a/${n.article.id}`;
  return null;
}

/** YYYY/MM/DD in Asia/Tokyo (spec §9 date format; the one formatter of @shirube/domain). */
export const formatDate = (iso: string): string => formatTokyoDate(iso) ?? '';
