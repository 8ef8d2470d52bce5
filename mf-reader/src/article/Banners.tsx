/** Owner/admin banners of spec §4: under review, and published without a publish date; and for a buyer,
 *  that the author deleted the article they bought (they keep reading it, issue 9). */
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@shirube/shell-contract';
import type { ArticleView } from '../lib/types';
import * as s from './article.css';

export function Banners({ article }: { article: ArticleView }) {
  const session = useSession();
  const [search] = useSearchParams();
  const isAdmin = session.status === 'signedIn' && session.user.isAdmin;
  if (article.isDeleted && article.isPurchased) {
    return (
      <div className={s.banners}>
        <p className={s.banner} role="status" data-testid="banner-deleted">
          <FormattedMessage id="reader.article.banner.deletedPurchased" />
        </p>
      </div>
    );
  }
  if (!article.isOwner && !isAdmin) return null;
  const underReview = article.inspectStatus === 'review';
  const noPublishDate = article.status === 'published' && !article.publishedAt;
  if (!underReview && !noPublishDate) return null;
  return (
    <div className={s.banners}>
      {underReview && (
        <p className={s.banner} role="status" data-testid="banner-under-review">
          <FormattedMessage id="reader.article.banner.underReview" />
          {search.get('type') !== 'review' && (
            <>
              {' '}
              <Link to="?type=review" data-testid="banner-review-link">
                <FormattedMessage id="reader.article.banner.reviewLink" />
              </Link>
            </>
          )}
        </p>
      )}
      {noPublishDate && (
        <p className={s.banner} role="status" data-testid="banner-no-publish-date">
          <FormattedMessage id="reader.article.banner.noPublishDate" />
        </p>
      )}
    </div>
  );
}
