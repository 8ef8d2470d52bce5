/** The article tabs of a user page; each tab is `?sortType=` so it survives reloads and links. */
import { useIntl } from 'react-intl';
import { ArticleList } from '../lib/ArticleList';
import { usePagedList, useResource } from '../lib/hooks';
import * as root from '../lib/root.css';
import type { PagedList } from '../lib/state-helpers';
import { TabLinks } from '../lib/Tabs';
import type { ArticleCardView } from '../lib/types';
import { purchased, userArticles, userHighRated, userListKey, viewed } from './state';

export type SortType = 'new' | 'fav' | 'purchased' | 'viewed';

/** purchased / viewed are the owner's own lists; anyone else sees 新着 instead. */
export function parseSortType(value: string | null, isMe: boolean): SortType {
  if (value === 'fav') return 'fav';
  if ((value === 'purchased' || value === 'viewed') && isMe) return value;
  return 'new';
}

export function UserArticles(props: {
  account: string;
  name: string;
  isMe: boolean;
  sortType: SortType;
  /** ?discount_code= of the page (spec §2): 新着 and 人気 show the article it prices at that price. */
  discountCode?: string;
}) {
  const intl = useIntl();
  const keys: SortType[] = props.isMe ? ['new', 'fav', 'purchased', 'viewed'] : ['new', 'fav'];
  const base = `/u/${encodeURIComponent(props.account)}`;
  const href = (key: SortType) => {
    const query = new URLSearchParams();
    if (key !== 'new') query.set('sortType', key);
    if (props.discountCode && (key === 'new' || key === 'fav'))
      query.set('discount_code', props.discountCode);
    const qs = query.toString();
    return qs ? `${base}?${qs}` : base;
  };
  return (
    <section aria-labelledby="reader-user-articles">
      <h2 id="reader-user-articles" className={root.sectionTitle}>
        {intl.formatMessage({ id: 'reader.user.articles' }, { name: props.name })}
      </h2>
      <TabLinks
        label={intl.formatMessage({ id: 'reader.user.tabsLabel' })}
        items={keys.map((key) => ({ key, label: intl.formatMessage({ id: `reader.user.tab.${key}` }) }))}
        current={props.sortType}
        href={href}
      />
      {props.sortType === 'viewed' ? (
        <Viewed />
      ) : (
        <Paged
          account={props.account}
          sortType={props.sortType}
          label={props.name}
          discountCode={props.discountCode}
        />
      )}
    </section>
  );
}

function Paged({
  account,
  sortType,
  label,
  discountCode,
}: {
  account: string;
  sortType: Exclude<SortType, 'viewed'>;
  label: string;
  discountCode?: string;
}) {
  const atoms = sortType === 'fav' ? userHighRated : sortType === 'purchased' ? purchased : userArticles;
  // The owner's bought list is theirs whatever the link: no code there.
  const code = sortType === 'purchased' ? undefined : discountCode;
  const { list, retry, loadMore } = usePagedList(atoms, userListKey(account, code));
  return <ArticleList list={list} onRetry={retry} onMore={loadMore} label={label} discountCode={code} />;
}

function Viewed() {
  const intl = useIntl();
  const { resource, retry } = useResource(viewed, '', { revalidate: true });
  const list: PagedList<ArticleCardView> = {
    key: '',
    items: resource.value ?? [],
    next: null,
    status: resource.status,
    moreStatus: 'idle',
    error: resource.error,
  };
  return (
    <ArticleList
      list={list}
      onRetry={retry}
      onMore={() => {}}
      label={intl.formatMessage({ id: 'reader.user.tab.viewed' })}
    />
  );
}
