// The buttons of a dialog that asks before it acts (delete an article, …): cancel, which closes it,
// and the action, off while it runs. Imported by path (`@shirube/ui/src/ConfirmActions`); its Button
// comes from the package by name, so a remote uses the shared singleton's (no second copy of its CSS).
import type { ReactNode } from 'react';
import { Button } from '@shirube/ui';

export function ConfirmActions({
  cancel,
  onCancel,
  confirm,
  onConfirm,
  busy,
  testId,
}: {
  /** The buttons' texts. */
  cancel: ReactNode;
  onCancel: () => void;
  confirm: ReactNode;
  onConfirm: () => void;
  busy: boolean;
  /** data-testid of the action button (e2e). */
  testId?: string;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancel}
      </Button>
      <Button onClick={onConfirm} disabled={busy} data-testid={testId}>
        {confirm}
      </Button>
    </>
  );
}
