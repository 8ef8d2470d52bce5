/** `/u/:account`: profile (GET /v1/users/{account}) and their articles (cursor-paged). */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { ArticleList } from '../lib/ArticleList';
import { Avatar } from '../lib/ArticleCard';
import { ErrorState } from '../lib/ErrorState';
import { usePagedList, useResource } from '../lib/hooks';
import * as root from '../lib/root.css';
import type { UserProfileView } from '../lib/types';
import { profile as profileAtoms, userArticles } from './state';
import * as s from './user.css';

export function UserPage() {
  const { account = '' } = useParams();
  const { resource, retry } = useResource(profileAtoms, account, { revalidate: true });
  const articles = usePagedList(userArticles, account);
  const intl = useIntl();

  if (resource.status === 'error' && resource.error) {
    return <ErrorState error={resource.error} onRetry={retry} />;
  }
  const user = resource.status === 'ready' ? resource.value : null;
  return (
    <div data-page="UserPage">
      {user ? <Profile user={user} /> : <div className={s.skeleton} aria-busy="true" />}
      <section aria-labelledby="reader-user-articles">
        <h2 id="reader-user-articles" className={root.sectionTitle}>
          <FormattedMessage id="reader.user.articles" values={{ name: user?.name ?? account }} />
        </h2>
        <ArticleList
          list={articles.list}
          onRetry={articles.retry}
          onMore={articles.loadMore}
          label={intl.formatMessage({ id: 'reader.user.articles' }, { name: user?.name ?? account })}
        />
      </section>
    </div>
  );
}

function Profile({ user }: { user: UserProfileView }) {
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
          <Link className={s.countLink} to={`${base}/followers`}>
            <FormattedMessage id="reader.user.followers" values={{ count: user.followersCount ?? 0 }} />
          </Link>
        </div>
      </div>
    </section>
  );
}
