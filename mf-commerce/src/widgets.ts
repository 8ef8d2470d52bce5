/** Widgets other areas load through the shell (remoteWidgets.mf_commerce). Exposed as './widgets'. */
export { PurchaseDialog, type PurchaseDialogProps } from './PurchaseDialog';
