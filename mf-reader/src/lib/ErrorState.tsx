/**
 * Page-level errors of the reader: never drawn here — the page throws the contract's PageError and the
 * shell renders its one error page (spec §2: status, message, the article-URL hint on article 404s,
 * 再読み込み for network/5xx failures). Area-level failures use InlineError below.
 */
import { FormattedMessage } from 'react-intl';
import { PageError } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import type { ReaderError } from './api';
import * as s from './errorState.css';

/** The PageError for a failed page load; `retry` reloads the page's data (offered for network/5xx). */
export function pageError(
  error: ReaderError,
  options: { article?: boolean; retry?: () => void } = {},
): PageError {
  if (error.code === 'under_review') return new PageError(404, 'underReview');
  const retryable = error.status === 0 || error.status >= 500;
  return new PageError(
    error.status,
    options.article && error.status === 404 ? 'article' : undefined,
    retryable && options.retry ? { retry: options.retry } : undefined,
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
