/** One article in a list: eyecatch (or placeholder), title, author, price, rating, date, stock badge. */
import { useIntl } from 'react-intl';
import { salesBadge } from '@shirube/domain/core';
import { Price } from '@shirube/ui';
import { GeneratedCover } from '../cover/Cover';
import { formatTokyoDate } from './format';
import { ListLink } from './ListLink';
import { SalesBadge } from './SalesBadge';
import { Stars } from './Stars';
import type { ArticleCardView } from './types';
import * as s from './articleCard.css';

export function articlePath(article: { id: number | string; user: { account: string } }): string {
  return `/u/${encodeURIComponent(article.user.account)}/a/${article.id}`;
}

export function Avatar({ name, url, className }: { name: string; url?: string | null; className?: string }) {
  const intl = useIntl();
  if (url) {
    return (
      <img
        className={className ?? s.avatar}
        src={url}
        alt={intl.formatMessage({ id: 'reader.card.authorThumbnail' }, { name })}
        loading="lazy"
      />
    );
  }
  return (
    <span className={className ?? s.avatarFallback} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}

export function ArticleCard({ article, discountCode }: { article: ArticleCardView; discountCode?: string }) {
  const date = formatTokyoDate(article.publishedAt);
  // The article page then shows (and the purchase charges) the same price as this card.
  const withCode =
    discountCode && article.hasDiscountCode ? `?discount_code=${encodeURIComponent(discountCode)}` : '';
  const badge = salesBadge(article.availableSalesCount ?? 0, article.isSalesUnlimited ?? true);
  const eyecatch = article.eyecatchThumbnailUrl || article.eyecatchImageUrl;
  return (
    <ListLink to={articlePath(article) + withCode} className={s.card} data-testid="article-card">
      {eyecatch ? (
        <img className={s.eyecatch} src={eyecatch} alt="" loading="lazy" />
      ) : (
        <GeneratedCover article={article} className={s.eyecatchPlaceholder} />
      )}
      <span className={s.body}>
        <h3 className={s.title}>{article.title}</h3>
        <span className={s.author}>
          <Avatar name={article.user.name} url={article.user.thumbnailUrl} />
          <span className={s.authorName}>{article.user.name}</span>
        </span>
        <Price tag amount={article.price} discountedPrice={article.discountedPrice} />
        <span className={s.meta}>
          {/* Only limited, nearly gone or sold-out stock is news on a card. */}
          {(badge === 'icon_c' || badge === 'icon_sold_out') && (
            <SalesBadge name={badge} availableSalesCount={article.availableSalesCount ?? 0} />
          )}
          {(article.reviewsCount ?? 0) > 0 && (
            <Stars point={article.point ?? 0} count={article.reviewsCount ?? 0} />
          )}
          {date && (
            <time className={s.date} dateTime={article.publishedAt ?? undefined}>
              {date}
            </time>
          )}
        </span>
      </span>
    </ListLink>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className={s.card} aria-hidden="true" data-testid="article-card-skeleton">
      <div className={`${s.eyecatch} ${s.skeletonBlock}`} />
      <div className={s.body}>
        <div className={s.skeletonLine} style={{ width: '90%' }} />
        <div className={s.skeletonLine} style={{ width: '60%' }} />
        <div className={s.skeletonLine} style={{ width: '40%' }} />
      </div>
    </div>
  );
}
