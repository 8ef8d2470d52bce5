/** Reader routes whose screens come in later issues: a clearly labelled 準備中 page (shared look). */
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@shirube/shell-contract';
import { Placeholder } from '@shirube/ui';
import { REMOTE_NAME, REMOTE_VERSION } from '../lib/ReaderRoot';

export function ReaderPlaceholder({ page, areaId }: { page: string; areaId: string }) {
  const intl = useIntl();
  const session = useSession();
  const { account } = useParams();
  const area = intl.formatMessage({ id: areaId });
  return (
    <Placeholder
      remote={REMOTE_NAME}
      version={REMOTE_VERSION}
      area={account ? `@${account} ${area}` : area}
      page={page}
      account={session.status === 'signedIn' ? session.user.account : null}
    />
  );
}

export const FollowersPage = () => (
  <ReaderPlaceholder page="FollowersPage" areaId="reader.placeholder.followers" />
);
export const FollowingPage = () => (
  <ReaderPlaceholder page="FollowingPage" areaId="reader.placeholder.following" />
);
export const UserSpecifiedPage = () => (
  <ReaderPlaceholder page="UserSpecifiedPage" areaId="reader.placeholder.userSpecified" />
);

/** /search?q=…: the search screen arrives with the search issue; say what was asked meanwhile. */
export function SearchPlaceholder() {
  const [search] = useSearchParams();
  const q = search.get('q');
  const intl = useIntl();
  return (
    <>
      <ReaderPlaceholder page="SearchPage" areaId="reader.placeholder.search" />
      {q && (
        <p style={{ textAlign: 'center' }}>
          {intl.formatMessage({ id: 'reader.placeholder.searchQuery' }, { q })}
        </p>
      )}
    </>
  );
}
