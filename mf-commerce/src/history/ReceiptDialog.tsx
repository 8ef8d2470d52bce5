/** 領収書 for one purchase — or one tip (issue 37, ../tip/SentTips.tsx): the first issue asks for the
 *  addressee (宛名, fixed from then on); a later one downloads the same document again, marked 再発行. */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { receiptForm } from '@shirube/domain/core';
import { useShell } from '@shirube/shell-contract';
import { Button, Dialog, TextField } from '@shirube/ui';
import { useFieldErrors } from '@shirube/ui/src/useFieldErrors';
import * as s from '../commerce.css';
import * as r from './receipt.css';
import { requestReceipt, saveBlob } from './receiptDownload';

/** What the receipt is for: POST /v1/receipt's id, the item's name as the page shows it, the issued one. */
export interface ReceiptSubject {
  id: { purchaseId: number } | { tipId: number };
  title: string;
  receipt: { number: string; name: string } | null;
}

export function ReceiptDialog({
  item,
  onClose,
  onIssued,
}: {
  item: ReceiptSubject;
  onClose(): void;
  onIssued(receipt: { number: string; name: string }): void;
}) {
  const intl = useIntl();
  const shell = useShell();
  const errors = useFieldErrors(receiptForm);
  const [name, setName] = useState(item.receipt?.name ?? '');
  const [busy, setBusy] = useState(false);
  const reissue = item.receipt !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reissue && !errors.check({ name })) return;
    setBusy(true);
    try {
      const { pdf, number } = await requestReceipt(reissue ? item.id : { ...item.id, name }, () =>
        shell.signOutOnScreen(),
      );
      saveBlob(pdf, `receipt-${number}${reissue ? '-reissue' : ''}.pdf`);
      onIssued(item.receipt ?? { number, name: name.trim() });
      shell.toast(intl.formatMessage({ id: 'commerce.receipt.downloaded' }), 'success');
      onClose();
    } catch (err) {
      errors.fromApi(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open title={<FormattedMessage id="commerce.receipt.title" />} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className={r.stack}>
        <p className={s.muted}>
          <FormattedMessage id="commerce.receipt.lead" values={{ title: item.title }} />
        </p>
        {reissue ? (
          <p data-testid="receipt-reissue">
            <FormattedMessage
              id="commerce.receipt.reissue"
              values={{ name: item.receipt!.name, number: item.receipt!.number }}
            />
          </p>
        ) : (
          <>
            <TextField
              label={<FormattedMessage id="commerce.receipt.name" />}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.message('name')}
              autoComplete="organization"
            />
            <p className={s.muted}>
              <FormattedMessage id="commerce.receipt.nameHint" />
            </p>
          </>
        )}
        {errors.formError && (
          <p role="alert" className={s.alert}>
            <FormattedMessage id={errors.formError} />
          </p>
        )}
        <div className={r.actionsRow}>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" disabled={busy}>
            <FormattedMessage
              id={
                busy
                  ? 'commerce.receipt.issuing'
                  : reissue
                    ? 'commerce.receipt.reissueSubmit'
                    : 'commerce.receipt.submit'
              }
            />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
