/**
 * A form's text fields given as data (name, label, type, autocomplete): each edits its value in the
 * form's one values object and shows its own error. Forms list their fields instead of writing out a
 * TextField per field, so the binding (value, onChange, error) is written once.
 */
import type { Dispatch, InputHTMLAttributes, SetStateAction } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../TextField';

/** A text field: its name (the key of its value and of its error), its label's message id, and the
 *  input's type and autocomplete token (no attribute when not given). */
export type TextFieldSpec<F extends string> = readonly [
  name: F,
  labelId: string,
  type?: string,
  autoComplete?: string,
];

export function TextFields<F extends string, V extends Record<F, string>>({
  fields,
  values,
  setValues,
  errorOf,
  inputProps,
}: {
  fields: readonly TextFieldSpec<F>[];
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errorOf: (field: F) => string | undefined;
  /** More attributes of one field's input (e.g. `name` and `required` on the sign-in forms). */
  inputProps?: (field: F) => InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <>
      {fields.map(([name, labelId, type, autoComplete]) => (
        <TextField
          key={name}
          label={<FormattedMessage id={labelId} />}
          type={type}
          autoComplete={autoComplete}
          {...inputProps?.(name)}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          error={errorOf(name)}
        />
      ))}
    </>
  );
}
