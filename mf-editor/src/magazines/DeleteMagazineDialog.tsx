// 削除の確認: DELETE /v1/magazines/{id} stops selling it (off its page, lists and search); its buyers keep
// the articles it held when they bought it (the paywall's rule), which the dialog says before asking.
import type { MagazineSummary } from '@shirube/api-contract';
import { errorMessageId } from '@shirube/i18n/src/core';
import { Dialog } from '@shirube/ui';
import { ConfirmActions } from '@shirube/ui/src/ConfirmActions';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorCode } from '../lib/api';
import { useMagazineApi } from './api';
import * as s from '../lib/root.css';

export function DeleteMagazineDialog(props: {
  magazine: MagazineSummary;
  onClose(): void;
  onDeleted(id: number): void;
}) {
  const api = useMagazineApi();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await api.remove(props.magazine.id);
      props.onDeleted(props.magazine.id);
    } catch (e) {
      setFailed(errorCode(e));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      title={intl.formatMessage({ id: 'editor.magazines.delete.title' })}
      onClose={props.onClose}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage({ id: 'editor.publish.cancel' })}
          onCancel={props.onClose}
          confirm={intl.formatMessage({ id: 'editor.magazines.delete' })}
          onConfirm={() => void confirm()}
          busy={busy}
          testId="confirm-delete-magazine"
        />
      }
    >
      <p>
        <FormattedMessage id="editor.magazines.delete.body" values={{ title: props.magazine.title }} />
      </p>
      <p className={s.muted}>
        <FormattedMessage id="editor.magazines.delete.buyers" />
      </p>
      {failed && (
        <p role="alert" className={s.error}>
          {intl.formatMessage({ id: errorMessageId(failed) })}
        </p>
      )}
    </Dialog>
  );
}
