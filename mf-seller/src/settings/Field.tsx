/** A labelled multi-line field with the look and error line of @shirube/ui's TextField, and the
 *  form-level message under a form (network, rate limit, …). */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { inputClass } from '@shirube/ui';
import * as s from './settings.css';

export function TextAreaField({
  label,
  error,
  hint,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${inputClass} ${s.textarea}`}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      {hint && <span className={s.muted}>{hint}</span>}
      {error && (
        <span role="alert" className={s.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function FormMessage({ id }: { id: string | null }) {
  if (!id) return null;
  return (
    <p role="alert" className={s.error}>
      <FormattedMessage id={id} />
    </p>
  );
}
