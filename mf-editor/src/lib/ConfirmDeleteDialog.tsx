/**
 * 削除の確認 for what an author sells (an article: mine/DeleteDialog, a magazine: magazines/DeleteMagazineDialog):
 * what is deleted by name, what its buyers keep, then the delete; a refusal is said in the dialog, which
 * stays open for another try.
 */
import { errorMessageId } from '@shirube/i18n/src/core';
import { Dialog } from '@shirube/ui';
import { ConfirmActions } from '@shirube/ui/src/ConfirmActions';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode } from './api';
import * as s from './root.css';

export function ConfirmDeleteDialog(props: {
  /** Message ids: the dialog's title, the confirm button, the question ({title}) and what buyers keep. */
  texts: { title: string; confirm: string; body: string; buyers: string };
  /** The title of what is deleted, as the question names it. */
  itemTitle: string;
  /** The confirm button's test id. */
  testId: string;
  remove(): Promise<void>;
  onClose(): void;
  onDeleted(): void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await props.remove();
      props.onDeleted();
    } catch (e) {
      setFailed(errorCode(e));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={intl.formatMessage({ id: props.texts.title })}
      onClose={props.onClose}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage({ id: 'editor.publish.cancel' })}
          onCancel={props.onClose}
          confirm={intl.formatMessage({ id: props.texts.confirm })}
          onConfirm={() => void confirm()}
          busy={busy}
          testId={props.testId}
        />
      }
    >
      <p>
        <FormattedMessage id={props.texts.body} values={{ title: props.itemTitle }} />
      </p>
      <p className={s.muted}>
        <FormattedMessage id={props.texts.buyers} />
      </p>
      {failed && (
        <p role="alert" className={s.error}>
          {intl.formatMessage({ id: errorMessageId(failed) })}
        </p>
      )}
    </Dialog>
  );
}
