/** Dashboard sub-navigation (spec §2: sales management, transfer history, sales history, ranking report). */
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import * as s from './dashboard.css';

const LINKS = [
  { to: '/dashboard/sales_management', id: 'seller.nav.salesManagement' },
  { to: '/dashboard/transferred_history', id: 'seller.nav.transferredHistory' },
  { to: '/dashboard/sales_history', id: 'seller.nav.salesHistory' },
  { to: '/dashboard/ranking_report', id: 'seller.nav.rankingReport' },
  { to: '/dashboard/analytics', id: 'seller.nav.analytics' },
] as const;

export function DashboardNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'seller.nav.label' })} className={s.nav}>
      {LINKS.map((l) => (
        <NavLink key={l.to} to={l.to} className={({ isActive }) => (isActive ? s.linkActive : s.link)}>
          <FormattedMessage id={l.id} />
        </NavLink>
      ))}
    </nav>
  );
}
