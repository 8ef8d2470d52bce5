/** `/u/:account/followers` and `/u/:account/following`: people, newest follow first, by cursor. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Avatar } from '../lib/ArticleCard';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { InlineError, pageError } from '../lib/ErrorState';
import { MoreButton } from '../lib/MoreButton';
import { usePagedList, useResource, useLoadingAttributes } from '../lib/hooks';
import * as root from '../lib/root.css';
import type { UserProfileView } from '../lib/types';
import * as cards from '../lib/articleCard.css';
import { profile } from '../user/state';
import { FollowButton } from './FollowButton';
import { followers, followings } from './state';
import * as s from './follow.css';

export function FollowListPage({ direction }: { direction: 'followers' | 'followings' }) {
  const { account = '' } = useParams();
  const intl = useIntl();
  const loading = useLoadingAttributes();
  const owner = useResource(profile, account);
  const { list, retry, loadMore } = usePagedList(direction === 'followers' ? followers : followings, account);
  const title = direction === 'followers' ? 'reader.follow.followersTitle' : 'reader.follow.followingTitle';
  // Whose list, once the person is known (「{name}さんのフォロワー｜しるべ」: issue 39 item 13).
  useDocumentTitle(
    owner.resource.value ? intl.formatMessage({ id: title }, { name: owner.resource.value.name }) : undefined,
  );
  if (owner.resource.status === 'error' && owner.resource.error) {
    throw pageError(owner.resource.error, { retry: owner.retry });
  }
  const name = owner.resource.value?.name ?? account;
  return (
    <div data-page={direction === 'followers' ? 'FollowersPage' : 'FollowingPage'}>
      <Link className={s.back} to={`/u/${encodeURIComponent(account)}`}>
        <FormattedMessage id="reader.user.backToProfile" values={{ name }} />
      </Link>
      <h1 className={root.sectionTitle}>
        <FormattedMessage id={title} values={{ name }} />
      </h1>
      {list.status === 'error' ? (
        <InlineError messageId="reader.follow.loadError" onRetry={retry} />
      ) : list.status !== 'ready' ? (
        <ul className={s.list} {...loading}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={s.skeleton} />
          ))}
        </ul>
      ) : list.items.length === 0 ? (
        <p className={cards.empty}>
          <FormattedMessage
            id={direction === 'followers' ? 'reader.follow.followersEmpty' : 'reader.follow.followingEmpty'}
          />
        </p>
      ) : (
        <>
          <ul className={s.list} aria-label={intl.formatMessage({ id: title }, { name })}>
            {list.items.map((user) => (
              <PersonRow key={user.account} user={user} />
            ))}
          </ul>
          {list.moreStatus === 'error' && (
            <InlineError messageId="reader.follow.loadError" onRetry={loadMore} />
          )}
          <MoreButton list={list} onMore={loadMore} className={cards.more} />
        </>
      )}
    </div>
  );
}

function PersonRow({ user: initial }: { user: UserProfileView }) {
  // Each row keeps its own copy: following someone from the list answers with their profile.
  const [user, setUser] = useState(initial);
  return (
    <li className={s.row}>
      <Link className={s.who} to={`/u/${encodeURIComponent(user.account)}`}>
        <Avatar name={user.name} url={user.thumbnailUrl ?? user.imageUrl} className={s.avatar} />
        <span className={s.names}>
          <span className={s.name}>{user.name}</span>
          <span className={s.account}>@{user.account}</span>
        </span>
      </Link>
      <FollowButton user={user} onChange={setUser} />
    </li>
  );
}

export const FollowersPage = () => <FollowListPage direction="followers" />;
export const FollowingPage = () => <FollowListPage direction="followings" />;
