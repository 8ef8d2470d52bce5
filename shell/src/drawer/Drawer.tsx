import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { mutedClass } from '@shirube/ui';
import { useEscapeKey } from '@shirube/ui/src/useEscapeKey';
import { adminLinks, withAdminMessages } from '../header/adminLinks';
import { SearchBox } from '../header/SearchBox';
import { sessionAtom } from '../session/state';
import * as s from './drawer.css';

/** Side drawer (300 px, spec §9): search, user info and links (spec §2); an admin's 管理 links. */
export const Drawer = withAdminMessages(DrawerContent);

function DrawerContent({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  useEscapeKey(open, onClose);
  if (!open) return null;
  const user = session.status === 'signedIn' ? session.user : null;
  // Card information is hidden for max_connect users (spec §2).
  const settings: Array<[string, string]> = [
    ['/settings/account', 'shell.drawer.settingsAccount'],
    ['/settings/purchased_history', 'shell.drawer.settingsPurchased'],
    ...(user?.paymentProvider === 'max_connect'
      ? []
      : [['/settings/credit_card', 'shell.drawer.settingsCard'] as [string, string]]),
    ['/settings/bank_information', 'shell.drawer.settingsIdentity'],
    ['/settings/bank_account', 'shell.drawer.settingsBank'],
  ];
  const dashboard: Array<[string, string]> = [
    ['/dashboard/sales_management', 'shell.drawer.salesManagement'],
    ['/dashboard/transferred_history', 'shell.drawer.transferHistory'],
    ['/dashboard/sales_history', 'shell.drawer.salesHistory'],
    ['/dashboard/ranking_report', 'shell.drawer.rankingReport'],
  ];
  const section = (titleId: string, links: Array<[string, string]>) => (
    <nav className={s.section} aria-label={intl.formatMessage({ id: titleId })}>
      <h2 className={s.sectionTitle}>
        <FormattedMessage id={titleId} />
      </h2>
      {links.map(([to, id]) => (
        <Link key={to} to={to} className={s.link} onClick={onClose}>
          <FormattedMessage id={id} />
        </Link>
      ))}
    </nav>
  );
  return (
    <>
      <div className={s.overlay} onClick={onClose} />
      <aside className={s.panel} role="dialog" aria-label={intl.formatMessage({ id: 'shell.drawer.title' })}>
        <SearchBox onDone={onClose} />
        {user && (
          <div>
            <div className={s.user}>{user.name}</div>
            <div className={mutedClass}>@{user.account}</div>
          </div>
        )}
        {user && section('shell.drawer.settings', settings)}
        {user && section('shell.drawer.dashboard', dashboard)}
        {user?.isAdmin && section('shell.menu.admin', adminLinks)}
        {!user &&
          section('shell.header.login', [
            ['/sign_in', 'shell.header.login'],
            ['/sign_up', 'shell.header.signUp'],
          ])}
      </aside>
    </>
  );
}
