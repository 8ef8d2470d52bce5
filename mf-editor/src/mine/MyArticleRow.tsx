// One row of /my_articles: title, state (審査中 / 差し戻し with the reason) and the row actions —
// edit, preview, view, and for a live article quick edit and discount codes; delete for every row.
import type { MyArticle } from '@shirube/api-contract';
import { formatTokyoDateTime } from '@shirube/domain/core';
import { Button, Price } from '@shirube/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import * as s from '../lib/root.css';

export function MyArticleRow(props: {
  article: MyArticle;
  account: string;
  onQuickEdit(id: number, section?: 'discounts'): void;
  onDelete(article: MyArticle): void;
}) {
  const { article: a, account } = props;
  const intl = useIntl();
  const live = a.status === 'published';
  return (
    <li className={s.item} data-testid="my-article" data-status={a.inspectStatus} data-id={a.id}>
      <strong>{a.title || intl.formatMessage({ id: 'editor.preview.untitled' })}</strong>
      <RowFacts article={a} />
      {a.inspectStatus === 'review' && (
        <p className={s.muted}>
          <FormattedMessage id="editor.mine.underReview" />
        </p>
      )}
      {a.inspectStatus === 'rejected' && (
        <p className={s.error} data-testid="reject-reason">
          <FormattedMessage id="editor.mine.rejected" values={{ reason: a.rejectReason ?? '' }} />
        </p>
      )}
      <div className={s.row}>
        <Link to={`/a/${a.id}/edit`}>
          <FormattedMessage id="editor.mine.edit" />
        </Link>
        <Link to={`/a/${a.id}/preview`}>
          <FormattedMessage id="editor.mine.preview" />
        </Link>
        {live && a.inspectStatus !== 'review' && (
          <Link to={`/u/${account}/a/${a.id}`}>
            <FormattedMessage id="editor.mine.view" />
          </Link>
        )}
        {live && (
          <Button variant="secondary" onClick={() => props.onQuickEdit(a.id)} data-testid="open-quick-edit">
            {intl.formatMessage({ id: 'editor.mine.quickEdit' })}
          </Button>
        )}
        {live && (
          <Button
            variant="secondary"
            onClick={() => props.onQuickEdit(a.id, 'discounts')}
            data-testid="open-discounts"
          >
            {intl.formatMessage({ id: 'editor.mine.discounts' })}
          </Button>
        )}
        <Button variant="secondary" onClick={() => props.onDelete(a)} data-testid="delete-article">
          {intl.formatMessage({ id: 'editor.mine.delete' })}
        </Button>
      </div>
    </li>
  );
}

/** When (reserved / published / last edited, Tokyo time), the price and, for limited copies, what is left. */
const inFuture = (iso: string | null, now = Date.now()) => iso !== null && new Date(iso).getTime() > now;

function RowFacts({ article: a }: { article: MyArticle }) {
  const reserved = inFuture(a.publishedAt);
  const when = reserved
    ? {
        id: a.inspectStatus === 'review' ? 'editor.mine.reservedAfterReview' : 'editor.mine.reservedAt',
        at: a.publishedAt!,
      }
    : a.status === 'published' && a.publishedAt
      ? { id: 'editor.mine.publishedAt', at: a.publishedAt }
      : { id: 'editor.mine.updatedAt', at: a.updatedAt };
  return (
    <p className={s.muted} data-testid="my-article-facts">
      <span data-testid={reserved ? 'reserved-at' : undefined}>
        <FormattedMessage id={when.id} values={{ date: formatTokyoDateTime(when.at) }} />
      </span>
      {' ・ '}
      <Price amount={a.price} />
      {!a.isSalesUnlimited && (
        <>
          {' ・ '}
          <FormattedMessage
            id="editor.mine.copiesLeft"
            values={{ left: a.availableSalesCount, total: a.salesCount }}
          />
        </>
      )}
    </p>
  );
}
