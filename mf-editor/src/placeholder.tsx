import { useIntl } from 'react-intl';
import { useSession } from '@shirube/shell-contract';
import { Placeholder } from '@shirube/ui';

/** Compiled in by @shirube/build (package.json version + BUILD_LABEL); 'dev' under jest. */
export const remoteVersion = process.env.SHIRUBE_REMOTE_VERSION ?? 'dev';

/** A labelled 準備中 page: proves this remote loaded, shares the shell's session and theme. */
export function placeholderPage(page: string) {
  function PlaceholderPage() {
    const intl = useIntl();
    const session = useSession();
    return (
      <Placeholder
        remote="mf_editor"
        version={remoteVersion}
        area={intl.formatMessage({ id: 'common.area.editor' })}
        page={page}
        account={session.status === 'signedIn' ? session.user.account : null}
      />
    );
  }
  PlaceholderPage.displayName = page;
  return PlaceholderPage;
}
