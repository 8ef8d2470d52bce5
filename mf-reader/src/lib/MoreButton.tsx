import { FormattedMessage } from 'react-intl';
import { Button } from '@shirube/ui';
import type { PagedList } from './state-helpers';

/** もっと見る under a paged list while it has a next page (disabled, 読み込み中, while that loads); none
 *  while the last page request failed: the list's InlineError offers the retry then. */
export function MoreButton({
  list,
  onMore,
  className,
}: {
  list: Pick<PagedList<unknown>, 'next' | 'moreStatus'>;
  onMore: () => void;
  className: string;
}) {
  if (!list.next || list.moreStatus === 'error') return null;
  const loading = list.moreStatus === 'loading';
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onMore} disabled={loading}>
        <FormattedMessage id={loading ? 'reader.list.loadingMore' : 'common.more'} />
      </Button>
    </div>
  );
}
