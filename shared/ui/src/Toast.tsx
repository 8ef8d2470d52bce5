import * as s from './toast.css';

export interface ToastItem {
  id: number;
  message: string;
  color: 'success' | 'error' | 'info';
}

/** The toast area. The shell owns the list; remotes call `useShell().toast(...)`. */
export function ToastRegion({
  toasts,
  onDismiss,
  closeLabel,
}: {
  toasts: ToastItem[];
  onDismiss(id: number): void;
  closeLabel: string;
}) {
  return (
    <div className={s.region} aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} role="status" className={s.toast[t.color]} data-color={t.color}>
          <span>{t.message}</span>
          <button type="button" className={s.close} aria-label={closeLabel} onClick={() => onDismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
