import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SessionUser } from '@shirube/shell-contract';
import { useSessionActions } from '../session/useSessionActions';
import * as s from './header.css';
import { MenuLink } from './MenuLink';
import { useMenu } from './useMenu';

// The 管理 group (links, texts) is an admin's only: its own chunk, so every other signed-in
// visitor's menu does not carry it (e2e/bytes.spec.ts, the editor's first load).
const loadAdminMenuGroup = () => import('./AdminMenuGroup');
const AdminMenuGroup = lazy(() => loadAdminMenuGroup().then((m) => ({ default: m.AdminMenuGroup })));

/** Spec §2 user menu: my page, article management, purchased articles, account settings, dashboard,
 *  logout; an admin also finds the admin pages here (管理). */
export function UserMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { open, setOpen, wrap } = useMenu();
  const { signOut } = useSessionActions();
  // An admin's group is fetched before the first click, so it opens with the rest of the menu.
  useEffect(() => {
    if (user.isAdmin) void loadAdminMenuGroup();
  }, [user.isAdmin]);
  const links: Array<[string, string]> = [
    [`/u/${user.account}`, 'shell.menu.myPage'],
    ['/my_articles', 'shell.menu.myArticles'],
    ['/settings/purchased_history', 'shell.menu.purchased'],
    ['/settings/account', 'shell.menu.account'],
    ['/dashboard', 'shell.menu.dashboard'],
  ];
  const close = () => setOpen(false);
  return (
    <div className={s.menuWrap} ref={wrap}>
      <button
        type="button"
        className={s.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'shell.header.userMenu' })}
        onClick={() => setOpen((o) => !o)}
      >
        {user.thumbnailUrl ? (
          <img src={user.thumbnailUrl} alt="" width={36} height={36} />
        ) : (
          user.name.slice(0, 1)
        )}
      </button>
      {open && (
        <ul className={s.menu} role="menu">
          <li role="none" className={s.menuUser} data-testid="menu-user">
            <span className={s.menuUserName}>{user.name}</span>
            <span className={s.menuUserAccount}>@{user.account}</span>
          </li>
          {links.map(([to, id]) => (
            <MenuLink key={id} to={to} id={id} onClick={close} />
          ))}
          {user.isAdmin && (
            <Suspense fallback={null}>
              <AdminMenuGroup onNavigate={close} />
            </Suspense>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={s.menuItem}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <FormattedMessage id="shell.menu.logout" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
