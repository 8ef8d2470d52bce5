/** Widgets other areas load through the shell (`loadWidget('mf_commerce', name)`); exposed as './widgets'. */
export { PurchaseDialog, type PurchaseDialogProps } from './purchase/PurchaseDialog';
export { TipDialog, type TipDialogProps } from './tip/lazy';
