import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SessionUser } from '@shirube/shell-contract';
import { useSessionActions } from '../session/useSessionActions';
import { adminLinks, withAdminMessages } from './adminLinks';
import * as s from './header.css';
import { useMenu } from './useMenu';

/** Spec §2 user menu: my page, article management, purchased articles, account settings, dashboard,
 *  logout; an admin also finds the admin pages here (管理). */
export const UserMenu = withAdminMessages(UserMenuContent);

function UserMenuContent({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const { open, setOpen, wrap } = useMenu();
  const { signOut } = useSessionActions();
  const links: Array<[string, string]> = [
    [`/u/${user.account}`, 'shell.menu.myPage'],
    ['/my_articles', 'shell.menu.myArticles'],
    ['/settings/purchased_history', 'shell.menu.purchased'],
    ['/settings/account', 'shell.menu.account'],
    ['/dashboard', 'shell.menu.dashboard'],
  ];
  const item = ([to, id]: [string, string]) => (
    <li key={id} role="none">
      <Link role="menuitem" className={s.menuItem} to={to} onClick={() => setOpen(false)}>
        <FormattedMessage id={id} />
      </Link>
    </li>
  );
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
          {links.map(item)}
          {user.isAdmin && (
            <li role="none" className={s.menuGroup}>
              <span className={s.menuGroupTitle} aria-hidden="true">
                <FormattedMessage id="shell.menu.admin" />
              </span>
              <ul
                role="group"
                className={s.menuGroupList}
                aria-label={intl.formatMessage({ id: 'shell.menu.admin' })}
              >
                {adminLinks.map(item)}
              </ul>
            </li>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className={s.menuItem}
              onClick={() => {
                setOpen(false);
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
