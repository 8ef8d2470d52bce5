import { FormattedMessage } from 'react-intl';
import { Button, Dialog } from '@shirube/ui';
import { remoteVersion } from './placeholder';

export interface PurchaseDialogProps {
  open: boolean;
  articleId: number;
  onClose(): void;
  /** Called after a successful purchase (not reachable in this placeholder). */
  onPurchased?(): void;
}

/** Placeholder purchase dialog, loaded by other areas through the shell (`loadWidget`). */
export function PurchaseDialog({ open, onClose }: PurchaseDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="common.placeholder.purchaseTitle" />}
      actions={
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      <p style={{ margin: 0 }} data-remote="mf_commerce" data-remote-version={remoteVersion}>
        <FormattedMessage id="common.placeholder.purchaseBody" />
      </p>
    </Dialog>
  );
}
