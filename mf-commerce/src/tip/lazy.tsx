/**
 * The tip dialog as a widget of its own chunk: `./widgets` is loaded for the purchase dialog too, and most
 * readers never open a tip, so its code and texts load on the first opening only.
 */
import { lazy, Suspense } from 'react';
import type { TipDialogProps } from './TipDialog';

const Lazy = lazy(() => import('./TipDialog').then((m) => ({ default: m.TipDialog })));

export function TipDialog(props: TipDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
export type { TipDialogProps };
