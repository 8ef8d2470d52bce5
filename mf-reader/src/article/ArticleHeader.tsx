/** Title, author, date, category, tags and eyecatch of an article. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AuthorFollow } from '../follow/AuthorFollow';
import { Avatar } from '../lib/ArticleCard';
import { formatTokyoDate } from '../lib/format';
import type { ArticleView } from '../lib/types';
import * as s from './article.css';

export function ArticleHeader({ article }: { article: ArticleView }) {
  const intl = useIntl();
  const date = formatTokyoDate(article.publishedAt);
  return (
    <header className={s.header}>
      {article.category && (
        <p className={s.category}>
          <span className={s.visuallyHidden}>{intl.formatMessage({ id: 'reader.article.category' })}</span>
          {article.category.name}
        </p>
      )}
      <h1 className={s.title}>{article.title}</h1>
      <div className={s.byline}>
        <Link to={`/u/${encodeURIComponent(article.user.account)}`} className={s.author}>
          <Avatar name={article.user.name} url={article.user.thumbnailUrl} className={s.authorAvatar} />
          <span>{article.user.name}</span>
        </Link>
        <AuthorFollow account={article.user.account} />
        <span className={s.date}>
          {date ? (
            <time dateTime={article.publishedAt ?? undefined}>
              <FormattedMessage id="reader.article.publishedAt" values={{ date }} />
            </time>
          ) : (
            <FormattedMessage id="reader.article.unpublished" />
          )}
        </span>
      </div>
      {article.tags && article.tags.length > 0 && (
        <ul className={s.tags} aria-label={intl.formatMessage({ id: 'reader.article.tags' })}>
          {article.tags.map((tag) => (
            <li key={tag} className={s.tag}>
              #{tag}
            </li>
          ))}
        </ul>
      )}
      {article.eyecatchImageUrl && <img className={s.eyecatch} src={article.eyecatchImageUrl} alt="" />}
    </header>
  );
}
