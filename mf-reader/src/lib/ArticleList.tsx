/** A cursor-paged article grid with skeletons, empty and error states and the 'もっと見る' button. */
import { FormattedMessage } from 'react-intl';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import { InlineError } from './ErrorState';
import { useLoadingAttributes } from './hooks';
import { MoreButton } from './MoreButton';
import type { PagedList } from './state-helpers';
import type { ArticleCardView } from './types';
import * as s from './articleCard.css';

export interface ArticleListProps {
  list: PagedList<ArticleCardView>;
  onRetry: () => void;
  onMore: () => void;
  /** aria-label of the list, already translated. */
  label: string;
  /** The page's discount code (user page): the card of the article it priced links with it. */
  discountCode?: string;
}

const SKELETONS = 6;

export function ArticleList({ list, onRetry, onMore, label, discountCode }: ArticleListProps) {
  const loading = useLoadingAttributes();
  if (list.status === 'error') return <InlineError messageId="reader.list.error" onRetry={onRetry} />;
  if (list.status === 'loading' || list.status === 'idle') {
    return (
      <ul className={s.grid} {...loading}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i}>
            <ArticleCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (list.items.length === 0) {
    return (
      <p className={s.empty}>
        <FormattedMessage id="reader.list.empty" />
      </p>
    );
  }
  return (
    <>
      <ul className={s.grid} aria-label={label}>
        {list.items.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} discountCode={discountCode} />
          </li>
        ))}
      </ul>
      {list.moreStatus === 'error' && (
        <div className={s.more}>
          <InlineError messageId="reader.list.error" onRetry={onMore} />
        </div>
      )}
      <MoreButton list={list} onMore={onMore} className={s.more} />
    </>
  );
}
