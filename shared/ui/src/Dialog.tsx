import { useId, type ReactNode } from 'react';
import * as s from './dialog.css';
import { useEscapeKey } from './useEscapeKey';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned. */
  actions?: ReactNode;
  onClose(): void;
}

/** Modal dialog (role=dialog, Escape and overlay click close it). A div rather than <dialog> so it
 *  behaves the same in jsdom and every browser. */
export function Dialog({ open, title, children, actions, onClose }: DialogProps) {
  const titleId = useId();
  useEscapeKey(open, onClose);
  if (!open) return null;
  return (
    <div className={s.overlay} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={s.panel}>
        <h2 id={titleId} className={s.title}>
          {title}
        </h2>
        {children}
        {actions && <div className={s.actions}>{actions}</div>}
      </div>
    </div>
  );
}
