// The owner's publish-date tools (spec §4 "a published article without a publish date shows the owner a
// banner"; reserved publishing): set the date (Asia/Tokyo) when none is set, and say when a reserved
// article goes public. Reloads the article after saving.
import { formatTokyoDateTime, reservedTimeProblem, tokyoLocalToIso } from '@shirube/domain/core';
import { Button } from '@shirube/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useReaderApi } from '../lib/api';
import type { ArticleView } from '../lib/types';
import * as s from './article.css';

export function PublishDateSetter({ article, onSaved }: { article: ArticleView; onSaved(): void }) {
  const api = useReaderApi();
  const intl = useIntl();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now] = useState(() => Date.now());
  if (!article.isOwner || article.status !== 'published') return null;
  const at = article.publishedAt ? new Date(article.publishedAt) : null;
  if (at && at.getTime() <= now) return null;
  if (at) {
    return (
      <p className={s.banner} role="status" data-testid="banner-reserved">
        <FormattedMessage id="reader.owner.reservedAt" values={{ date: formatTokyoDateTime(at) }} />
      </p>
    );
  }
  const save = async () => {
    const iso = tokyoLocalToIso(value);
    if (!iso || reservedTimeProblem(new Date(iso))) return setError('reader.owner.publishAtInvalid');
    setBusy(true);
    setError(null);
    try {
      await api.setPublishedAt(Number(article.id), iso);
      onSaved();
    } catch {
      setError('reader.owner.publishAtFailed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={s.ownerTools} data-testid="publish-date-setter">
      <label htmlFor={id}>
        <FormattedMessage id="reader.owner.publishAt" />
      </label>
      <input id={id} type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />
      <Button onClick={() => void save()} disabled={busy}>
        {intl.formatMessage({ id: 'reader.owner.setPublishAt' })}
      </Button>
      {error && (
        <span role="alert">
          <FormattedMessage id={error} />
        </span>
      )}
    </div>
  );
}
