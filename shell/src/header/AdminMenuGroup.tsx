import { FormattedMessage, useIntl } from 'react-intl';
import { adminLinks, withAdminMessages } from './adminLinks';
import * as s from './header.css';
import { MenuLink } from './MenuLink';

/** The user menu's 管理 group: its own chunk, loaded by UserMenu for an admin only. */
export const AdminMenuGroup = withAdminMessages(AdminMenuGroupContent);

function AdminMenuGroupContent({ onNavigate }: { onNavigate(): void }) {
  const intl = useIntl();
  return (
    <li role="none" className={s.menuGroup}>
      <span className={s.menuGroupTitle} aria-hidden="true">
        <FormattedMessage id="shell.menu.admin" />
      </span>
      <ul
        role="group"
        className={s.menuGroupList}
        aria-label={intl.formatMessage({ id: 'shell.menu.admin' })}
      >
        {adminLinks.map(([to, id]) => (
          <MenuLink key={id} to={to} id={id} onClick={onNavigate} />
        ))}
      </ul>
    </li>
  );
}
