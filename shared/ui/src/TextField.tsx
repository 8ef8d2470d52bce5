import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as s from './field.css';

export function TextField({
  label,
  error,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: ReactNode }) {
  const id = useId();
  const errorId = `${id}e`;
  // The error is the input's description too: a screen reader reads it with the field when it is
  // focused again, not only once as the alert appears. A caller's own description is kept first.
  const describedBy = [rest['aria-describedby'], error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[s.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <input
        id={id}
        className={s.input}
        aria-invalid={error ? true : undefined}
        {...rest}
        aria-describedby={describedBy}
      />
      {error && (
        <span id={errorId} role="alert" className={s.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export const inputClass = s.input;
