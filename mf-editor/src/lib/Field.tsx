/** A labelled form field with its Japanese error (a message id) under it; `InputField` is the text-input row. */
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as s from './root.css';

export function Field({
  label,
  error,
  children,
}: {
  label: ReactNode;
  error?: string | undefined;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className={s.field}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error && (
        <span role="alert" className={s.error}>
          {intl.formatMessage({ id: error })}
        </span>
      )}
    </div>
  );
}

/** One labelled input of the editor's dialogs (publish, quick edit, discount codes): the same look everywhere. */
export function InputField(props: {
  label: ReactNode;
  error?: string | undefined;
  value: string;
  onChange(value: string): void;
  name?: string;
  type?: 'text' | 'datetime-local';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  return (
    <Field label={props.label} error={props.error}>
      {(id) => (
        <input
          id={id}
          name={props.name}
          type={props.type}
          className={s.input}
          inputMode={props.inputMode}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
