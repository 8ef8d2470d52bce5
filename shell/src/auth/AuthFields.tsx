import type { Dispatch, SetStateAction } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '@shirube/ui';

/** A text field of an auth form: its name (the key of its value and of its error), its label's
 *  message id, and the input's type and autocomplete token (no attribute when not given). */
export type AuthField<F extends string> = readonly [
  name: F,
  labelId: string,
  type?: string,
  autoComplete?: string,
];

/** An auth form's required text fields, in order, each with its value and its own error. */
export function AuthFields<F extends string>({
  fields,
  values,
  setValues,
  errorOf,
}: {
  fields: readonly AuthField<F>[];
  values: Record<F, string>;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  errorOf: (field: F) => string | undefined;
}) {
  return (
    <>
      {fields.map(([name, labelId, type, autoComplete]) => (
        <TextField
          key={name}
          label={<FormattedMessage id={labelId} />}
          type={type}
          name={name}
          autoComplete={autoComplete}
          required
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          error={errorOf(name)}
        />
      ))}
    </>
  );
}
