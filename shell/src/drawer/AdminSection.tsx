import { adminLinks, withAdminMessages } from '../header/adminLinks';
import { DrawerSection } from './DrawerSection';

/** The drawer's 管理 links: their own chunk, loaded by the drawer for an admin only. */
export const AdminSection = withAdminMessages(function AdminSection({ onClose }: { onClose(): void }) {
  return <DrawerSection titleId="shell.menu.admin" links={adminLinks} onClose={onClose} />;
});
