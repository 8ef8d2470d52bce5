/** Admin screens render only for an admin session (the API refuses everyone else with 403 anyway). */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSession } from '@shirube/shell-contract';

export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!(session.status === 'signedIn' && session.user.isAdmin)) {
    return (
      <p role="alert" data-testid="forbidden">
        <FormattedMessage id="seller.admin.forbidden" />
      </p>
    );
  }
  return <>{children}</>;
}
