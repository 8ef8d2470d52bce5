import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pageTitle } from '@shirube/i18n/src/core';
import { Link } from 'react-router';
import type { PageErrorVariant } from '@shirube/shell-contract';
import { Button, buttonClass } from '@shirube/ui';
import * as s from './errorPage.css';

/** Spec §2 error pages: large status code, message, back-to-top link. statusCode defaults to 500.
 *  The site's ONE error page: remotes throw the contract's PageError and the shell renders this; status 0
 *  (network) shows 500 with the connection message; `onRetry` (network/5xx) adds 再読み込み. */
export function ErrorPage({
  status = 500,
  variant,
  onRetry,
}: {
  status?: number;
  variant?: PageErrorVariant;
  onRetry?: () => void;
}) {
  const messageId =
    status === 0
      ? 'errors.network'
      : status === 404
        ? variant === 'underReview'
          ? 'shell.error.underReview'
          : 'shell.error.notFound'
        : status === 401
          ? 'shell.error.sessionExpired'
          : 'shell.error.technical';
  const shownStatus = status === 404 || status === 401 ? status : status >= 400 ? status : 500;
  const intl = useIntl();
  // A missing page has its own title (「ページが見つかりません｜しるべ」, as the server's 404 HTML), not the
  // route's or the site's (issue 39 item 13). DocumentTitle leaves an error page's title alone.
  const notFoundTitle =
    shownStatus === 404 ? pageTitle(intl.formatMessage({ id: 'shell.error.notFoundTitle' })) : null;
  useEffect(() => {
    if (notFoundTitle) document.title = notFoundTitle;
  }, [notFoundTitle]);
  return (
    <main className={s.page} data-error-status={shownStatus}>
      <p className={s.code}>{shownStatus}</p>
      <h1 className={s.message}>
        <FormattedMessage id={messageId} />
      </h1>
      {status === 404 && variant === 'article' && (
        <p className={s.hint}>
          <FormattedMessage id="shell.error.articleHint" />
        </p>
      )}
      <div className={s.links}>
        {onRetry && (status === 0 || status >= 500) && (
          <Button variant="secondary" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        )}
        {status === 401 && (
          <Link to="/sign_in" className={buttonClass('primary')}>
            <FormattedMessage id="shell.error.signIn" />
          </Link>
        )}
        <Link to="/" className={buttonClass(status === 401 ? 'secondary' : 'primary')}>
          <FormattedMessage id="common.backToTop" />
        </Link>
      </div>
    </main>
  );
}
