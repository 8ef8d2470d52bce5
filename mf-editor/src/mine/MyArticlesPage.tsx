// /my_articles: the author's drafts, articles under review (or sent back, with the reason) and
// published ones, each with edit / preview links.
import type { MyArticle } from '@shirube/api-contract';
import { useSession } from '@shirube/shell-contract';
import { buttonClass } from '@shirube/ui';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';

type Group = 'drafts' | 'review' | 'published';
export const groupOf = (a: MyArticle): Group =>
  a.inspectStatus === 'review' || a.inspectStatus === 'rejected'
    ? 'review'
    : a.status === 'published'
      ? 'published'
      : 'drafts';

export function MyArticlesPage() {
  const api = useEditorApi();
  const intl = useIntl();
  const session = useSession();
  const [items, setItems] = useState<readonly MyArticle[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.myArticles().then(
      (page) => live && setItems(page.data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);
  const account = session.status === 'signedIn' ? session.user.account : '';
  return (
    <div data-testid="my-articles">
      <div className={s.row}>
        <h1 style={{ flex: 1 }}>
          <FormattedMessage id="editor.mine.title" />
        </h1>
        <Link to="/a/draft" className={buttonClass('primary')}>
          <FormattedMessage id="editor.mine.new" />
        </Link>
      </div>
      {failed && (
        <p role="alert" className={s.error}>
          <FormattedMessage id="editor.loadFailed" />
        </p>
      )}
      {!items && !failed && (
        <p className={s.muted}>
          <FormattedMessage id="editor.loading" />
        </p>
      )}
      {items?.length === 0 && (
        <p className={s.muted}>
          <FormattedMessage id="editor.mine.empty" />
        </p>
      )}
      {items &&
        items.length > 0 &&
        (['review', 'drafts', 'published'] as const).map((group) => {
          const rows = items.filter((a) => groupOf(a) === group);
          if (rows.length === 0) return null;
          return (
            <section key={group} className={s.section} aria-labelledby={`mine-${group}`}>
              <h2 id={`mine-${group}`}>
                <FormattedMessage id={`editor.mine.${group}`} />
              </h2>
              <ul className={s.list}>
                {rows.map((a) => (
                  <li key={a.id} className={s.item} data-testid="my-article" data-status={a.inspectStatus}>
                    <strong>{a.title || intl.formatMessage({ id: 'editor.preview.untitled' })}</strong>
                    {a.inspectStatus === 'review' && (
                      <p className={s.muted}>
                        <FormattedMessage id="editor.mine.underReview" />
                      </p>
                    )}
                    {a.inspectStatus === 'rejected' && (
                      <p className={s.error} data-testid="reject-reason">
                        <FormattedMessage
                          id="editor.mine.rejected"
                          values={{ reason: a.rejectReason ?? '' }}
                        />
                      </p>
                    )}
                    <div className={s.row}>
                      <Link to={`/a/${a.id}/edit`}>
                        <FormattedMessage id="editor.mine.edit" />
                      </Link>
                      <Link to={`/a/${a.id}/preview`}>
                        <FormattedMessage id="editor.mine.preview" />
                      </Link>
                      {a.status === 'published' && a.inspectStatus !== 'review' && (
                        <Link to={`/u/${account}/a/${a.id}`}>
                          <FormattedMessage id="editor.mine.view" />
                        </Link>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
