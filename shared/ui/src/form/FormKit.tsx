/**
 * The form kit every settings, dialog and money form uses: a titled section (one <form>), fields
 * (TextField from the root, TextAreaField here), an error summary for long forms, and the submit row
 * (form-level message + a button that says it is working). Pair with useFormSubmit and useFieldErrors.
 * Imported by path (`@shirube/ui/src/form`): forms stay out of the chunk every page loads.
 */
import { useId, type FormEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, type ButtonVariant } from '../Button';
import * as field from '../field.css';
import { useValidationIntl } from '../useFieldErrors';
import * as s from './form.css';
import type { FormSubmit } from './useFormSubmit';

export function FormSection({
  title,
  onSubmit,
  children,
  className,
}: {
  /** The section's heading (an h2 the form is labelled by). */
  title: ReactNode;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <form
      className={[s.form, className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      {children}
    </form>
  );
}

/** A message not tied to one field (network, rate limit, …), by message id. */
export function FormMessage({ id }: { id: string | null | undefined }) {
  if (!id) return null;
  return (
    <p role="alert" className={s.message}>
      <FormattedMessage id={id} />
    </p>
  );
}

export function SubmitRow({
  submit,
  pending = submit?.pending ?? false,
  label,
  pendingLabel,
  formError = submit?.formError,
  disabled,
  variant,
  testId,
  children,
}: {
  /** The form's useFormSubmit: its pending state and form-level message (or give them one by one). */
  submit?: Pick<FormSubmit, 'pending' | 'formError'>;
  pending?: boolean;
  /** Message ids of the button, idle and while sending. */
  label: string;
  pendingLabel: string;
  formError?: string | null;
  disabled?: boolean;
  variant?: ButtonVariant;
  /** data-testid of the button (e2e). */
  testId?: string;
  /** Other actions beside the button (a cancel link, …). */
  children?: ReactNode;
}) {
  return (
    <>
      <FormMessage id={formError} />
      <div className={s.actions}>
        <Button
          type="submit"
          disabled={pending || disabled}
          aria-busy={pending || undefined}
          variant={variant}
          data-testid={testId}
        >
          <FormattedMessage id={pending ? pendingLabel : label} />
        </Button>
        {children}
      </div>
    </>
  );
}

/** Every field's error at the top of a long form, so a person on a phone learns them without scrolling. */
export function ErrorSummary({ messages }: { messages: ReadonlyArray<string | undefined> }) {
  const intl = useValidationIntl();
  const shown = messages.filter((m): m is string => Boolean(m));
  if (shown.length < 2) return null;
  return (
    <div role="alert" className={s.summary}>
      <p className={s.summaryTitle}>
        {intl.formatMessage({ id: 'validation.summary' }, { count: shown.length })}
      </p>
      <ul className={s.summaryList}>
        {shown.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled multi-line field with TextField's look and error line. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; error?: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={[field.input, s.textarea, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      {hint && <p className={s.hint}>{hint}</p>}
      {error && (
        <span role="alert" className={field.error}>
          {error}
        </span>
      )}
    </div>
  );
}
