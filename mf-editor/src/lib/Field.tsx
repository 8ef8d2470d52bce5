/**
 * A labelled form field with its Japanese error under it (both message ids); `InputField` is the text-input row,
 * `fieldBinding` ties one to a key of a form's text values.
 */
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as s from './root.css';

export function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | undefined;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className={s.field}>
      <label htmlFor={id}>{intl.formatMessage({ id: label })}</label>
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
  label: string;
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

/** The value, error and change of one key of a form's text values: spread into an InputField. */
export function fieldBinding<K extends string>(
  values: Readonly<Record<K, string>>,
  errors: Readonly<Partial<Record<K, string>>>,
  change: (patch: Partial<Record<K, string>>) => void,
) {
  return (key: K) => ({
    value: values[key],
    error: errors[key],
    onChange: (value: string) => change({ [key]: value } as Partial<Record<K, string>>),
  });
}
