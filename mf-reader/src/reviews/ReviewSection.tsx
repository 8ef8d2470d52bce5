/**
 * The article's reviews (spec §4, §7): average and count (from the first review on), the viewer's own
 * review (write / edit / delete — buyers only, never the author), and everyone's, newest first, by cursor.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSetAtom } from 'jotai';
import { Button } from '@shirube/ui';
import { useSession, useShell } from '@shirube/shell-contract';
import { toReaderError, useReaderApi, type ReviewInput } from '../lib/api';
import { InlineError } from '../lib/ErrorState';
import { formatTokyoDate } from '../lib/format';
import { MoreButton } from '../lib/MoreButton';
import { usePagedList, useLoadingAttributes } from '../lib/hooks';
import * as root from '../lib/root.css';
import type { ArticleView, ReviewView } from '../lib/types';
import { lazyWidget } from '../lib/lazyWidget';
import type { ReviewFormProps } from './ReviewForm';
import { changeReview, mineOf, reviews, reviewsKey } from './state';
import * as s from './reviews.css';

// Only buyers write reviews: the form loads when it is shown.
const ReviewForm = lazyWidget(() => import('./ReviewForm').then((m) => m.ReviewForm));

/** API refusals as the form's messages (field errors beside the field). */
function failureOf(error: unknown): Awaited<ReturnType<ReviewFormProps['onSubmit']>> {
  const e = toReaderError(error);
  const field = (error as { field?: string } | null)?.field;
  if (e.status === 400 && field === 'point')
    return { field: 'point', messageId: 'reader.reviews.pointRequired' };
  if (e.status === 400 && field === 'body') return { field: 'body', messageId: 'reader.reviews.bodyTooLong' };
  if (e.status === 403) return { messageId: 'reader.reviews.onlyBuyers' };
  if (e.status === 409) return { messageId: 'reader.reviews.alreadyReviewed' };
  return { messageId: 'reader.reviews.failed' };
}

export function ReviewSection({ article, onChanged }: { article: ArticleView; onChanged(): void }) {
  const intl = useIntl();
  const loading = useLoadingAttributes();
  const api = useReaderApi();
  const shell = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' ? session.user.account : '';
  const articleId = Number(article.id);
  const { list, retry, loadMore } = usePagedList(reviews, reviewsKey(articleId, viewer));
  const change = useSetAtom(changeReview);
  const [editing, setEditing] = useState(false);
  const mine = list.status === 'ready' ? mineOf(list) : null;

  const save = (kind: 'create' | 'update') => async (input: ReviewInput) => {
    try {
      await change({ api, articleId, change: { kind, input } });
      setEditing(false);
      shell.toast(
        intl.formatMessage({ id: kind === 'create' ? 'reader.reviews.posted' : 'reader.reviews.updated' }),
        'success',
      );
      onChanged();
      return null;
    } catch (error) {
      return failureOf(error);
    }
  };
  const remove = async () => {
    if (!window.confirm(intl.formatMessage({ id: 'reader.reviews.confirmDelete' }))) return;
    try {
      await change({ api, articleId, change: { kind: 'delete' } });
      shell.toast(intl.formatMessage({ id: 'reader.reviews.deleted' }), 'success');
      onChanged();
    } catch {
      shell.toast(intl.formatMessage({ id: 'reader.reviews.failed' }), 'error');
    }
  };

  const canWrite = article.isPurchased && !article.isOwner;
  const reviewsCount = article.reviewsCount ?? 0;
  return (
    <section className={s.section} aria-labelledby="reader-reviews" data-testid="reviews">
      <h2 id="reader-reviews" className={root.sectionTitle}>
        <FormattedMessage id="reader.reviews.title" />
        {/* No average before the first review: 「平均 0.0」 would read as rated zero (the empty state
            below says there are none). From the article, so the server's HTML and the hydrated page
            agree; the title row is a flex line, so the summary appearing does not move anything. */}
        {reviewsCount > 0 && (
          <span className={s.summary} data-testid="reviews-summary">
            <FormattedMessage
              id="reader.reviews.summary"
              values={{ point: article.point ?? 0, count: reviewsCount }}
            />
          </span>
        )}
      </h2>
      {!canWrite && !article.isOwner && (
        <p className={s.note}>
          <FormattedMessage id="reader.reviews.buyToReview" />
        </p>
      )}
      {canWrite && list.status === 'ready' && (!mine || editing) && (
        <ReviewForm
          key={mine?.id ?? 'new'}
          initial={mine && editing ? { point: mine.point, body: mine.body } : undefined}
          onSubmit={save(mine ? 'update' : 'create')}
          onCancel={mine ? () => setEditing(false) : undefined}
        />
      )}
      {list.status === 'error' ? (
        <InlineError messageId="reader.reviews.loadError" onRetry={retry} />
      ) : list.status !== 'ready' ? (
        // A named status: aria-label is not allowed on a div without a role (axe aria-prohibited-attr).
        <div className={s.skeleton} role="status" {...loading} />
      ) : list.items.length === 0 ? (
        <p className={s.note}>
          <FormattedMessage id="reader.reviews.empty" />
        </p>
      ) : (
        <ul className={s.list} aria-label={intl.formatMessage({ id: 'reader.reviews.title' })}>
          {list.items.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              onEdit={review.isMine ? () => setEditing(true) : undefined}
              onDelete={review.isMine ? () => void remove() : undefined}
            />
          ))}
        </ul>
      )}
      {list.moreStatus === 'error' && <InlineError messageId="reader.reviews.loadError" onRetry={loadMore} />}
      <MoreButton list={list} onMore={loadMore} className={s.actions} />
    </section>
  );
}

function ReviewItem({
  review,
  onEdit,
  onDelete,
}: {
  review: ReviewView;
  onEdit?(): void;
  onDelete?(): void;
}) {
  const intl = useIntl();
  return (
    <li className={s.item} data-testid="reader-review">
      <div className={s.itemHead}>
        <span
          role="img"
          className={s.itemStars}
          aria-label={intl.formatMessage({ id: 'reader.reviews.star' }, { count: review.point })}
        >
          {'★'.repeat(review.point)}
          <span className={s.itemStarsOff}>{'★'.repeat(5 - review.point)}</span>
        </span>
        <span className={s.reviewer}>
          {review.user.name}
          {review.isMine && (
            <>
              {' '}
              (<FormattedMessage id="reader.reviews.yours" />)
            </>
          )}
        </span>
        <span className={s.date}>{formatTokyoDate(review.createdAt)}</span>
      </div>
      {/* Plain text by contract: rendered as text, never as HTML. */}
      <p className={s.body}>{review.body}</p>
      {(onEdit || onDelete) && (
        <div className={s.actions}>
          {onEdit && (
            <Button variant="secondary" onClick={onEdit}>
              <FormattedMessage id="reader.reviews.edit" />
            </Button>
          )}
          {onDelete && (
            <Button variant="secondary" onClick={onDelete}>
              <FormattedMessage id="reader.reviews.delete" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
