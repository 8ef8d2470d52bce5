/** Review stars (point 0–5) with the count; rounded to half stars for the picture only. */
import { useIntl } from 'react-intl';
import * as s from './stars.css';

/** `compact` (the article footer): the count as 「(3)」 so the bar fits one line on phones. */
export function Stars({ point, count, compact }: { point: number; count: number; compact?: boolean }) {
  const intl = useIntl();
  const halves = Math.round(Math.max(0, Math.min(5, point)) * 2);
  return (
    <span className={s.stars} data-testid="stars">
      {/* No reviews is not a rating of 0: the picture's name says so instead of 「5段階中0.0」. */}
      <span
        role="img"
        aria-label={intl.formatMessage(
          { id: count > 0 ? 'reader.footer.stars' : 'reader.footer.noReviews' },
          { point },
        )}
      >
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = halves >= (i + 1) * 2 ? 'full' : halves === i * 2 + 1 ? 'half' : 'empty';
          return (
            <span key={i} className={s.star[fill]} aria-hidden="true">
              ★
            </span>
          );
        })}
      </span>
      <span className={s.count}>
        {compact
          ? intl.formatMessage({ id: 'reader.footer.reviewsShort' }, { count })
          : count > 0
            ? intl.formatMessage({ id: 'reader.footer.reviews' }, { count })
            : intl.formatMessage({ id: 'reader.footer.noReviews' })}
      </span>
    </span>
  );
}
