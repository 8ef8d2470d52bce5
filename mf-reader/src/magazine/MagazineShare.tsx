/**
 * The magazine's referral link for a signed-in reader (issue 37): POST /v1/magazines/:id/share_link, shown
 * to copy with the magazine's reward rate. Its `?ref=` is remembered by the shell server for the magazine
 * and credited on the visitor's purchase, as an article's. A magazine only buyers may refer says so (403).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@shirube/shell-contract';
import { Button, TextField } from '@shirube/ui';
import { toReaderError, useReaderApi } from '../lib/api';
import { affiliatePercent } from '../lib/format';
import type { MagazineView } from '../lib/types';

type State =
  { status: 'idle' | 'loading' } | { status: 'ready'; url: string } | { status: 'error'; code: number };

export function MagazineShare({ magazine }: { magazine: MagazineView }) {
  const intl = useIntl();
  const api = useReaderApi();
  const session = useSession();
  const [state, setState] = useState<State>({ status: 'idle' });
  if (session.status !== 'signedIn' || !magazine.onSale) return null;
  const issue = async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', url: await (await api.magazines()).shareLink(magazine.id) });
    } catch (error) {
      setState({ status: 'error', code: toReaderError(error).status });
    }
  };
  return (
    <div data-part="buy" data-testid="magazine-share">
      {state.status === 'ready' ? (
        <TextField
          label={intl.formatMessage({ id: 'reader.share.urlLabel' })}
          value={state.url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : (
        <Button variant="secondary" onClick={() => void issue()} disabled={state.status === 'loading'}>
          <FormattedMessage id="reader.magazine.share" />
        </Button>
      )}
      <p data-part="note">
        <FormattedMessage
          id="reader.magazine.shareRate"
          values={{ rate: affiliatePercent(magazine.affiliateRate) }}
        />
      </p>
      {state.status === 'error' && (
        <p data-part="alert" role="alert">
          <FormattedMessage
            id={state.code === 403 ? 'reader.magazine.shareBuyersOnly' : 'reader.magazine.shareError'}
          />
        </p>
      )}
    </div>
  );
}
