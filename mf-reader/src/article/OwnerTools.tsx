// The author's tools on their own article (spec §6 owner): quick edit and discount codes (the
// editor's panel on /my_articles) and delete with a confirmation. Buyers keep reading after a
// delete (the server's rule); the author lands on /my_articles.
import { errorMessageId } from '@shirube/i18n/src/core';
import { useShell } from '@shirube/shell-contract';
import { Button, Dialog, buttonClass } from '@shirube/ui';
import { ConfirmActions } from '@shirube/ui/src/ConfirmActions';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useReaderApi } from '../lib/api';
import type { ArticleView } from '../lib/types';
import * as s from './article.css';

export function OwnerTools({ article }: { article: ArticleView }) {
  const api = useReaderApi();
  const shell = useShell();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (!article.isOwner) return null;
  const live = article.status === 'published';
  const remove = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await api.deleteArticle(Number(article.id));
      shell.toast(intl.formatMessage({ id: 'reader.owner.deleted' }), 'success');
      shell.invalidate('articles');
      shell.navigate('/my_articles');
    } catch (e) {
      setFailed(
        typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : 'network',
      );
      setBusy(false);
    }
  };
  return (
    <div className={s.ownerTools} data-testid="owner-tools">
      {live && (
        <Link className={buttonClass('secondary')} to={`/my_articles?quick_edit=${article.id}`}>
          <FormattedMessage id="reader.owner.quickEdit" />
        </Link>
      )}
      {live && (
        <Link
          className={buttonClass('secondary')}
          to={`/my_articles?quick_edit=${article.id}&section=discounts`}
        >
          <FormattedMessage id="reader.owner.discounts" />
        </Link>
      )}
      <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="owner-delete">
        {intl.formatMessage({ id: 'reader.owner.delete' })}
      </Button>
      <Dialog
        open={confirming}
        title={intl.formatMessage({ id: 'reader.owner.deleteTitle' })}
        onClose={() => setConfirming(false)}
        actions={
          <ConfirmActions
            cancel={intl.formatMessage({ id: 'reader.owner.cancel' })}
            onCancel={() => setConfirming(false)}
            confirm={intl.formatMessage({ id: 'reader.owner.confirmDelete' })}
            onConfirm={() => void remove()}
            busy={busy}
            testId="owner-confirm-delete"
          />
        }
      >
        <p>
          <FormattedMessage id="reader.owner.deleteBody" values={{ title: article.title }} />
        </p>
        {failed && (
          <p role="alert">
            <FormattedMessage id={errorMessageId(failed)} />
          </p>
        )}
      </Dialog>
    </div>
  );
}
