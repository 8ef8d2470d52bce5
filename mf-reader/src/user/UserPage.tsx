/**
 * `/u/:account`: profile with the follow button and counts, then their articles as tabs — 新着, 人気,
 * and on one's own page 購入した記事 / 最近見た記事 (`?sortType=purchased|viewed`, spec §2).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { FollowButton } from '../follow/FollowButton';
import { TipButton } from '../tip/TipButton';
import { Avatar } from '../lib/ArticleCard';
import { pageError } from '../lib/ErrorState';
import { useResource } from '../lib/hooks';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import type { UserProfileView } from '../lib/types';
import { profile as profileAtoms } from './state';
import { UserArticles, parseSortType } from './UserArticles';
import { UserMagazines } from '../magazine/MagazineSections';
import * as s from './user.css';

export function UserPage() {
  const { account = '' } = useParams();
  const [params] = useSearchParams();
  const { resource, retry } = useResource(profileAtoms, account, { revalidate: true });
  const loaded = resource.status === 'ready' ? resource.value : null;
  useDocumentTitle(loaded ? `${loaded.name} (@${loaded.account})` : undefined);

  if (resource.status === 'error' && resource.error) {
    throw pageError(resource.error, { retry });
  }
  const user = resource.status === 'ready' ? resource.value : null;
  const sortType = parseSortType(params.get('sortType'), user?.isMe === true);
  return (
    <div data-page="UserPage">
      {user ? <Profile user={user} /> : <div className={s.skeleton} aria-busy="true" />}
      {user && <UserMagazines account={account} />}
      <UserArticles
        account={account}
        name={user?.name ?? account}
        isMe={user?.isMe === true}
        sortType={sortType}
        discountCode={params.get('discount_code') || undefined}
      />
    </div>
  );
}

function Profile({ user }: { user: UserProfileView }) {
  const intl = useIntl();
  const base = `/u/${encodeURIComponent(user.account)}`;
  return (
    <section className={s.profile} data-testid="profile">
      <Avatar name={user.name} url={user.imageUrl ?? user.thumbnailUrl} className={s.avatar} />
      <div className={s.info}>
        <h1 className={s.name}>{user.name}</h1>
        <p className={s.account}>@{user.account}</p>
        {user.description && <p className={s.description}>{user.description}</p>}
        <div className={s.counts}>
          <Link className={s.countLink} to={`${base}/following`}>
            <FormattedMessage id="reader.user.followings" values={{ count: user.followingsCount ?? 0 }} />
          </Link>
          <Link className={s.countLink} to={`${base}/followers`} data-testid="followers-count">
            <FormattedMessage id="reader.user.followers" values={{ count: user.followersCount ?? 0 }} />
          </Link>
        </div>
        <div>
          <FollowButton user={user} />
        </div>
        <TipButton account={user.account} name={user.name} isAuthor={user.isMe === true} />
        <Link className={s.specifiedLink} to={`${base}/specified`}>
          {intl.formatMessage({ id: 'reader.user.specifiedLink' })}
        </Link>
      </div>
    </section>
  );
}
