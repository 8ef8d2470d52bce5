// /admin/reviews: admins read each waiting article in full (paid part too) and approve it or send it
// back with a reason. Everyone else sees a 403 text (the API would answer 403 as well).
import type { ReviewItem } from '@shirube/api-contract';
import { formatTokyoDateTime, splitAtPaywall } from '@shirube/domain';
import { useSession, useShell } from '@shirube/shell-contract';
import { Button } from '@shirube/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';
import { Paragraphs } from '../preview/PreviewPage';

function ReviewCard({ item, onDone }: { item: ReviewItem; onDone(id: number): void }) {
  const api = useEditorApi();
  const shell = useShell();
  const intl = useIntl();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const { free, paid } = splitAtPaywall(item.body, item.payArticleLine);
  const act = async (kind: 'approve' | 'reject') => {
    if (kind === 'reject' && reason.trim() === '') {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      if (kind === 'approve') await api.approve(item.id);
      else await api.reject(item.id, reason.trim());
      shell.toast(
        intl.formatMessage({ id: kind === 'approve' ? 'editor.review.approved' : 'editor.review.rejected' }),
        'success',
      );
      onDone(item.id);
    } catch {
      shell.toast(intl.formatMessage({ id: 'editor.loadFailed' }), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={s.item} data-testid="review-item">
      <h2>{item.title}</h2>
      <p className={s.muted}>
        <FormattedMessage
          id="editor.review.by"
          values={{ name: item.user.name, account: item.user.account, price: intl.formatNumber(item.price) }}
        />
      </p>
      {item.reservedAt && (
        <p className={s.muted} data-testid="review-reserved-at">
          <FormattedMessage
            id="editor.review.reserved"
            values={{ date: formatTokyoDateTime(item.reservedAt) }}
          />
        </p>
      )}
      <div className={s.articleBody}>
        <Paragraphs body={free} />
        {paid.length > 0 && (
          <>
            <p className={s.paywallLine}>
              <FormattedMessage id="editor.review.paywall" />
            </p>
            <Paragraphs body={paid} />
          </>
        )}
      </div>
      <div className={s.field}>
        <label htmlFor={reasonId}>
          <FormattedMessage id="editor.review.reason" />
        </label>
        <textarea
          id={reasonId}
          className={s.input}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && (
          <span role="alert" className={s.error}>
            <FormattedMessage id="editor.review.reasonRequired" />
          </span>
        )}
      </div>
      <div className={s.row}>
        <Button onClick={() => void act('approve')} disabled={busy} data-testid="approve">
          {intl.formatMessage({ id: 'editor.review.approve' })}
        </Button>
        <Button variant="secondary" onClick={() => void act('reject')} disabled={busy} data-testid="reject">
          {intl.formatMessage({ id: 'editor.review.reject' })}
        </Button>
      </div>
    </li>
  );
}

export function ReviewQueuePage() {
  const session = useSession();
  const api = useEditorApi();
  const isAdmin = session.status === 'signedIn' && session.user.isAdmin;
  const [items, setItems] = useState<readonly ReviewItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isAdmin) return;
    let live = true;
    api.reviews().then(
      (data) => live && setItems(data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, isAdmin]);
  const remove = useCallback(
    (id: number) => setItems((list) => list?.filter((i) => i.id !== id) ?? null),
    [],
  );
  if (!isAdmin) {
    return (
      <p role="alert" data-testid="forbidden">
        <FormattedMessage id="editor.review.forbidden" />
      </p>
    );
  }
  return (
    <div data-testid="review-queue">
      <h1>
        <FormattedMessage id="editor.review.title" />
      </h1>
      {failed && (
        <p role="alert" className={s.error}>
          <FormattedMessage id="editor.loadFailed" />
        </p>
      )}
      {items?.length === 0 && (
        <p className={s.muted}>
          <FormattedMessage id="editor.review.empty" />
        </p>
      )}
      {items && (
        <ul className={s.list}>
          {items.map((item) => (
            <ReviewCard key={item.id} item={item} onDone={remove} />
          ))}
        </ul>
      )}
    </div>
  );
}
