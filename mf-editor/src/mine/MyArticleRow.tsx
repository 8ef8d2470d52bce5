// One row of /my_articles: title, state (審査中 / 差し戻し with the reason) and the row actions —
// edit, preview, view, and for a live article quick edit and discount codes; delete for every row.
import type { MyArticle } from '@shirube/api-contract';
import { Button } from '@shirube/ui';
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
