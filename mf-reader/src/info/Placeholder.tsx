/** Reader routes whose screens come in later issues (now only /inquiry): a clearly labelled 準備中 page (shared look). */
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
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

export const InquiryPage = () => <ReaderPlaceholder page="InquiryPage" areaId="reader.placeholder.inquiry" />;
