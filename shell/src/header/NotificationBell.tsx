import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api, unwrap } from '../lib/api';
import { notificationsVersionAtom } from '../session/state';
import * as s from './header.css';
import { BellIcon } from './icons';

interface NotificationLike {
  opened?: boolean;
  openedAt?: string | null;
  isOpened?: boolean;
}

function unreadCount(body: unknown): number {
  const meta = (body as { meta?: { unreadCount?: number } })?.meta;
  if (typeof meta?.unreadCount === 'number') return meta.unreadCount;
  const list = unwrap<NotificationLike[]>(body);
  if (!Array.isArray(list)) return 0;
  return list.filter((n) => !(n.opened ?? n.isOpened ?? n.openedAt != null)).length;
}

/** Bell with the unread count. If the notifications endpoint is missing or fails, the bell hides
 *  rather than showing a broken state. The notification menu itself comes with the reader area. */
export function NotificationBell() {
  const intl = useIntl();
  const version = useAtomValue(notificationsVersionAtom);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    api<unknown>('/v1/current/notifications', { quiet401: true })
      .then((body) => live && setCount(unreadCount(body)))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [version]);
  if (count === null) return null;
  const label =
    count > 0
      ? intl.formatMessage({ id: 'shell.header.notificationsUnread' }, { count })
      : intl.formatMessage({ id: 'shell.header.notifications' });
  return (
    <button type="button" className={s.iconButton} aria-label={label} data-testid="notification-bell">
      <BellIcon />
      {count > 0 && <span className={s.badge}>{count > 99 ? '99+' : count}</span>}
    </button>
  );
}
