import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import * as s from './header.css';

/** One link of the user menu (role menuitem); `onClick` closes the menu. */
export function MenuLink({ to, id, onClick }: { to: string; id: string; onClick(): void }) {
  return (
    <li role="none">
      <Link role="menuitem" className={s.menuItem} to={to} onClick={onClick}>
        <FormattedMessage id={id} />
      </Link>
    </li>
  );
}
