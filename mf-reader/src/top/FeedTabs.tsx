/** The top page's article tabs: 新着 / 人気 / フォロー中 (signed in only), each paged by cursor. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@shirube/shell-contract';
import { ArticleList } from '../lib/ArticleList';
import * as cards from '../lib/articleCard.css';
import { usePagedList } from '../lib/hooks';
import type { PagedListAtoms } from '../lib/state-helpers';
import { TabButtons } from '../lib/Tabs';
import type { ArticleCardView } from '../lib/types';
import { followingFeed, highRatedFeed } from './feeds';
import { newArrivals } from './state';

type Feed = 'new' | 'fav' | 'follow';

export function FeedTabs() {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const [picked, setPicked] = useState<Feed>('new');
  const feed: Feed = picked === 'follow' && !signedIn ? 'new' : picked;
  const feeds: Feed[] = signedIn ? ['new', 'fav', 'follow'] : ['new', 'fav'];
  const label = intl.formatMessage({ id: `reader.top.tab.${feed}` });
  return (
    <section aria-label={intl.formatMessage({ id: 'reader.top.tabsLabel' })}>
      <TabButtons
        label={intl.formatMessage({ id: 'reader.top.tabsLabel' })}
        items={feeds.map((key) => ({ key, label: intl.formatMessage({ id: `reader.top.tab.${key}` }) }))}
        current={feed}
        onSelect={setPicked}
      />
      {feed === 'new' && <FeedList atoms={newArrivals} listKey="" label={label} />}
      {feed === 'fav' && <FeedList atoms={highRatedFeed} listKey="" label={label} />}
      {feed === 'follow' && signedIn && (
        <FeedList
          atoms={followingFeed}
          listKey={session.user.account}
          label={label}
          emptyId="reader.top.followEmpty"
        />
      )}
    </section>
  );
}

function FeedList(props: {
  atoms: PagedListAtoms<ArticleCardView>;
  listKey: string;
  label: string;
  emptyId?: string;
}) {
  const { list, retry, loadMore } = usePagedList(props.atoms, props.listKey);
  if (props.emptyId && list.status === 'ready' && list.items.length === 0) {
    return (
      <p className={cards.empty}>
        <FormattedMessage id={props.emptyId} />
      </p>
    );
  }
  return <ArticleList list={list} onRetry={retry} onMore={loadMore} label={props.label} />;
}
