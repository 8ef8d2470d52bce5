/**
 * `/u/:account/m/:magazineId` (issue 37): a magazine — cover, title, author, price, description, the rule
 * that articles added while it is on sale come with it, the buy box, and its articles in the author's
 * order, each marked with what this viewer can read (the API asks the paywall's one query). Server
 * rendered like the article page; a missing or no-longer-sold magazine is the 404 page.
 */
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '@shirube/shell-contract';
import { viewerOf } from '../lib/viewer';
import { articlePath } from '../lib/ArticleCard';
import { pageError } from '../lib/ErrorState';
import { useLoadingAttributes, useResource } from '../lib/hooks';
import { ListLink } from '../lib/ListLink';
import type { ArticleCardView, MagazineView } from '../lib/types';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { MagazineBuy } from './MagazineBuy';
import { MagazineShare } from './MagazineShare';
import { MagazineCover, MagazinePrice } from './MagazineCards';
import { magazineKey, magazinePath } from './server';
import { magazine as magazineAtoms } from './state';
import { withMagazineTexts } from './texts';
import * as s from './magazine.css';

function MagazinePageBody() {
  const { magazineId = '', account } = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const key = magazineKey(magazineId, viewerOf(session));
  const { resource, retry } = useResource(magazineAtoms, key, {
    revalidate: true,
    enabled: session.status !== 'loading',
  });
  const loading = useLoadingAttributes();
  useDocumentTitle(resource.status === 'ready' ? resource.value?.title : undefined);
  if (resource.status === 'error' && resource.error) throw pageError(resource.error, { retry });
  if (session.status === 'loading' || resource.status !== 'ready' || !resource.value) {
    return <div className={s.skeleton} {...loading} data-testid="magazine-skeleton" />;
  }
  const magazine = resource.value;
  if (account !== undefined && account !== magazine.user.account) {
    return <Navigate replace to={magazinePath(magazine.user.account, magazine.id, search.toString())} />;
  }
  return (
    <div className={s.page} data-page="MagazinePage" data-magazine-id={magazine.id}>
      <header data-part="header">
        <MagazineCover magazine={magazine} />
        <div data-part="info">
          <span data-part="kind">
            <FormattedMessage id="reader.magazine.kind" />
          </span>
          <h1 data-part="title">{magazine.title}</h1>
          <Link data-part="author" to={`/u/${encodeURIComponent(magazine.user.account)}`}>
            <FormattedMessage id="reader.magazine.byAuthor" values={{ name: magazine.user.name }} />
          </Link>
          <MagazinePrice part="price" price={magazine.price} />
          <p data-part="note">
            <FormattedMessage id="magazine.laterArticles" />
          </p>
          <MagazineBuy magazine={magazine} onPurchased={retry} />
          <MagazineShare magazine={magazine} />
        </div>
      </header>
      {magazine.description && <p data-part="description">{magazine.description}</p>}
      <Articles magazine={magazine} />
    </div>
  );
}

function Articles({ magazine }: { magazine: MagazineView }) {
  return (
    <section data-part="articles" aria-labelledby="magazine-articles">
      <h2 data-part="heading" id="magazine-articles">
        <FormattedMessage id="reader.magazine.articlesHeading" />{' '}
        <span data-part="note">
          <FormattedMessage id="reader.magazine.articleCount" values={{ count: magazine.articles.length }} />
        </span>
      </h2>
      {magazine.ownedArticlesCount > 0 && !magazine.isPurchased && !magazine.isOwner && (
        <p data-part="note">
          <FormattedMessage
            id="reader.magazine.ownsSomeHere"
            values={{ count: magazine.ownedArticlesCount }}
          />
        </p>
      )}
      {magazine.articles.length === 0 ? (
        <p data-part="note" data-testid="magazine-empty">
          <FormattedMessage id="reader.magazine.empty" />
        </p>
      ) : (
        <ol data-part="list">
          {magazine.articles.map((a) => (
            <li key={a.id} data-part="row" data-testid="magazine-article">
              <ListLink data-part="rowTitle" to={articlePath(a)}>
                {a.title}
              </ListLink>
              <span data-part="rowSide">
                <Access article={a} magazine={magazine} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What this viewer has of one article: free, theirs through this magazine, bought, or still paid. */
function Access({ article, magazine }: { article: ArticleCardView; magazine: MagazineView }) {
  const read = article.isPurchased === true;
  if (article.price === 0)
    return (
      <span data-part="badge">
        <FormattedMessage id="reader.magazine.free" />
      </span>
    );
  if (magazine.isOwner) return <MagazinePrice price={article.price} />;
  if (read)
    return (
      <span data-part="badgeOpen" data-access="open">
        <FormattedMessage id={magazine.isPurchased ? 'reader.magazine.readable' : 'reader.magazine.owned'} />
      </span>
    );
  return (
    <span data-part="badge" data-access="locked">
      <FormattedMessage id="reader.magazine.locked" />
    </span>
  );
}

export const MagazinePage = withMagazineTexts(MagazinePageBody);
