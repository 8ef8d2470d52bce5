/**
 * The shell-style error block (spec §2 error pages) rendered inside the reader: large status code,
 * Japanese message, the article-URL hint for 404s on article pages, retry when it may help, and a
 * back-to-top link.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button, buttonClass } from '@shirube/ui';
import type { ReaderError } from './api';
import * as s from './errorState.css';

export interface ErrorStateProps {
  error: ReaderError;
  /** On an article page a 404 also explains why an article URL may not resolve. */
  article?: boolean;
  onRetry?: () => void;
}

function messageId(error: ReaderError): string {
  if (error.code === 'under_review') return 'reader.error.underReview';
  if (error.status === 404) return 'reader.error.notFound';
  if (error.status === 401) return 'reader.error.unauthorized';
  if (error.status === 0) return 'errors.network';
  return 'reader.error.unknown';
}

export function ErrorState({ error, article, onRetry }: ErrorStateProps) {
  // Statuses the visitor cannot fix by retrying: 4xx. Network/5xx may pass.
  const retryable = onRetry && (error.status === 0 || error.status >= 500);
  const shownStatus = error.status === 0 ? 500 : error.status;
  return (
    <section className={s.block} role="alert" data-testid="reader-error" data-status={shownStatus}>
      <p className={s.status}>{shownStatus}</p>
      <p className={s.message}>
        <FormattedMessage id={messageId(error)} />
      </p>
      {article && error.status === 404 && error.code !== 'under_review' && (
        <p className={s.hint}>
          <FormattedMessage id="reader.error.articleHint" />
        </p>
      )}
      <div className={s.actions}>
        {retryable && (
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="reader.error.retry" />
          </Button>
        )}
        <Link to="/" className={buttonClass('primary')}>
          <FormattedMessage id="reader.error.backToTop" />
        </Link>
      </div>
    </section>
  );
}

/** A smaller inline error for one area of a page (a list, a sidebar block) with retry. */
export function InlineError({ messageId: id, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className={s.inline} role="alert">
      <span>
        <FormattedMessage id={id} />
      </span>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="reader.error.retry" />
      </Button>
    </div>
  );
}
