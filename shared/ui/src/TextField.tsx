import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as s from './field.css';

export function TextField({
  label,
  error,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: ReactNode }) {
  const id = useId();
  return (
    <div className={[s.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <input id={id} className={s.input} aria-invalid={error ? true : undefined} {...rest} />
      {error && (
        <span role="alert" className={s.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export const inputClass = s.input;
