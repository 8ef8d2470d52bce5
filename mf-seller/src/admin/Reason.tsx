/** The reason an admin gives (refund, failed transfer, returned 本人確認) and the buttons that act on it. */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '@shirube/ui';
import { errorId, fieldMessage } from '../lib/fieldError';
import * as s from './admin.css';

export function useReason() {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    reason,
    setReason,
    error,
    setError,
    /** False, and the field says a reason is needed, while none is given. */
    given: () => {
      if (reason.trim() !== '') return true;
      setError(fieldMessage(intl, 'reason', 'required'));
      return false;
    },
    /** The API refused: its message under the field. */
    refused: (e: unknown) => setError(intl.formatMessage({ id: errorId(intl, e) })),
  };
}

export function ReasonField({
  labelId,
  state,
  children,
}: {
  labelId: string;
  state: ReturnType<typeof useReason>;
  /** The action buttons. */
  children: ReactNode;
}) {
  return (
    <>
      <TextField
        label={<FormattedMessage id={labelId} />}
        value={state.reason}
        onChange={(e) => state.setReason(e.target.value)}
        error={state.error ?? undefined}
      />
      <div className={s.actions}>{children}</div>
    </>
  );
}
