import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { mutedClass } from '@shirube/ui';
import { useEscapeKey } from '@shirube/ui/src/useEscapeKey';
import { SearchBox } from '../header/SearchBox';
import { sessionAtom } from '../session/state';
import * as s from './drawer.css';
import { DrawerSection } from './DrawerSection';

// An admin's 管理 links (and texts) are their own chunk, as in the user menu (header/UserMenu.tsx).
const AdminSection = lazy(() => import('./AdminSection').then((m) => ({ default: m.AdminSection })));

/** Side drawer (300 px, spec §9): search, user info and links (spec §2); an admin's 管理 links. */
export function Drawer({ open, onClose }: { open: boolean; onClose(): void }) {
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
        {user && <DrawerSection titleId="shell.drawer.settings" links={settings} onClose={onClose} />}
        {user && <DrawerSection titleId="shell.drawer.dashboard" links={dashboard} onClose={onClose} />}
        {/* Last of the signed-in sections: it appears below the others, moving none of them. */}
        {user?.isAdmin && (
          <Suspense fallback={null}>
            <AdminSection onClose={onClose} />
          </Suspense>
        )}
        {!user && (
          <DrawerSection
            titleId="shell.header.login"
            links={[
              ['/sign_in', 'shell.header.login'],
              ['/sign_up', 'shell.header.signUp'],
            ]}
            onClose={onClose}
          />
        )}
      </aside>
    </>
  );
}
