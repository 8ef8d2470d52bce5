import type { Dispatch, SetStateAction } from 'react';
import { TextFields, type TextFieldSpec } from '@shirube/ui/src/form/TextFields';

/** A text field of an auth form (the form kit's field spec: name, label id, type, autocomplete). */
export type AuthField<F extends string> = TextFieldSpec<F>;

/** Each input of a sign-in or sign-up form carries its name and is marked required. */
const namedRequired = (name: string) => ({ name, required: true });

/** An auth form's required text fields, in order, each with its value and its own error. */
export function AuthFields<F extends string>(props: {
  fields: readonly AuthField<F>[];
  values: Record<F, string>;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  errorOf: (field: F) => string | undefined;
}) {
  return <TextFields {...props} inputProps={namedRequired} />;
}
