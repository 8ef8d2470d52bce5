import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { api } from '../lib/api';
import { notificationsVersionAtom } from '../session/state';
import * as s from './header.css';
import { BellIcon } from './icons';
import { formatDate, notificationTarget, parseNotifications, type NotificationItem } from './notifications';
import { useMenu } from './useMenu';

/**
 * Bell with the unread count and the notification menu (spec §4): opening the menu marks all unread
 * as opened once (by ids); a click goes to the sales history or the article. If the endpoint is
 * missing or fails, the bell hides rather than showing a broken state.
 */
export function NotificationBell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const version = useAtomValue(notificationsVersionAtom);
  const [state, setState] = useState<{ items: NotificationItem[]; unread: number } | null>(null);
  const { open, setOpen, wrap } = useMenu();

  useEffect(() => {
    let live = true;
    api('GET /v1/current/notifications', { quiet401: true })
      .then((body) => live && setState(parseNotifications(body)))
      .catch(() => live && setState(null));
    return () => {
      live = false;
    };
  }, [version]);

  if (state === null) return null;
  const { items, unread } = state;

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    const ids = items.filter((n) => !n.open).map((n) => n.id);
    if (opening && ids.length > 0) {
      // Optimistic: the badge clears at once; a failed PATCH only means they stay unread server-side.
      setState({ items: items.map((n) => ({ ...n, open: true })), unread: 0 });
      void api('PATCH /v1/current/notifications/open', { body: { ids } }).catch(() => undefined);
    }
  };

  const label =
    unread > 0
      ? intl.formatMessage({ id: 'shell.header.notificationsUnread' }, { count: unread })
      : intl.formatMessage({ id: 'shell.header.notifications' });
  return (
    <div className={s.menuWrap} ref={wrap}>
      <button
        type="button"
        className={s.iconButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 && <span className={s.badge}>{unread > 99 ? '99+' : unread}</span>}
      </button>
      {open && (
        <ul
          className={s.notificationMenu}
          role="menu"
          aria-label={intl.formatMessage({ id: 'shell.header.notifications' })}
        >
          {items.length === 0 && (
            <li role="none" className={s.notificationEmpty}>
              <FormattedMessage id="shell.notifications.empty" />
            </li>
          )}
          {items.map((n) => {
            const to = notificationTarget(n);
            return (
              <li key={n.id} role="none">
                <button
                  type="button"
                  role="menuitem"
                  className={s.notificationItem}
                  disabled={!to}
                  onClick={() => {
                    setOpen(false);
                    if (to) void navigate(to);
                  }}
                >
                  <span>{n.body}</span>
                  <time className={s.notificationDate} dateTime={n.createdAt}>
                    {formatDate(n.createdAt)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
