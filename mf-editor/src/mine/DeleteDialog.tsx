// 削除の確認: deleting hides the article from everyone but its buyers (the server keeps their access).
import type { MyArticle } from '@shirube/api-contract';
import { errorMessageId } from '@shirube/i18n/src/core';
import { Dialog } from '@shirube/ui';
import { ConfirmActions } from '@shirube/ui/src/ConfirmActions';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode, useEditorApi } from '../lib/api';
import * as s from '../lib/root.css';

export function DeleteDialog(props: { article: MyArticle; onClose(): void; onDeleted(id: number): void }) {
  const api = useEditorApi();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await api.deleteArticle(props.article.id);
      props.onDeleted(props.article.id);
    } catch (e) {
      setFailed(errorCode(e));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={intl.formatMessage({ id: 'editor.delete.title' })}
      onClose={props.onClose}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage({ id: 'editor.publish.cancel' })}
          onCancel={props.onClose}
          confirm={intl.formatMessage({ id: 'editor.delete.confirm' })}
          onConfirm={() => void confirm()}
          busy={busy}
          testId="confirm-delete"
        />
      }
    >
      <p>
        <FormattedMessage
          id="editor.delete.body"
          values={{ title: props.article.title || intl.formatMessage({ id: 'editor.preview.untitled' }) }}
        />
      </p>
      <p className={s.muted}>
        <FormattedMessage id="editor.delete.buyers" />
      </p>
      {failed && (
        <p role="alert" className={s.error}>
          {intl.formatMessage({ id: errorMessageId(failed) })}
        </p>
      )}
    </Dialog>
  );
}
