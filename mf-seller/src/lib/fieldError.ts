/** An API or rule failure on one field → the Japanese message id (+ values) shown under that field. */
import type { IntlShape } from 'react-intl';

export type FieldErrors = Record<string, string>;

export function fieldMessage(
  intl: IntlShape,
  field: string,
  reason: string,
  values: Record<string, string> = {},
) {
  const specific = `seller.field.${field}.${reason}`;
  // `company.postalCode` etc. share the text of their last part (`postalCode`) unless they have their own.
  const leaf = `seller.field.${field.split('.').pop()}.${reason}`;
  const id = intl.messages[specific]
    ? specific
    : intl.messages[leaf]
      ? leaf
      : `seller.field.${reason === 'required' ? 'required' : 'invalid'}`;
  return intl.formatMessage({ id }, values);
}

/** Field errors of an ApiError (`details` or `field`), or null when it is not about a field. */
export function apiFieldErrors(intl: IntlShape, error: unknown): FieldErrors | null {
  const e = error as { field?: string; details?: ReadonlyArray<{ field: string; reason: string }> };
  if (e?.details?.length) {
    return Object.fromEntries(e.details.map((d) => [d.field, fieldMessage(intl, d.field, d.reason)]));
  }
  return e?.field ? { [e.field]: fieldMessage(intl, e.field, 'invalid') } : null;
}

/** The message id for an ApiError code (seller.payout.blocker.* for payout refusals, else errors.*). */
export function errorId(intl: IntlShape, error: unknown): string {
  const code = (error as { code?: string })?.code ?? 'unknown';
  if (intl.messages[`seller.payout.blocker.${code}`]) return `seller.payout.blocker.${code}`;
  return intl.messages[`errors.${code}`] ? `errors.${code}` : 'errors.unknown';
}

/** useFormSubmit's `errors` for the money forms: the API's field errors under their fields, else one
 *  form-level message id. */
export const apiErrorsTo = (
  intl: IntlShape,
  setErrors: (errors: FieldErrors) => void,
  setFailure: (messageId: string) => void,
) => ({
  fromApi(error: unknown) {
    const fields = apiFieldErrors(intl, error);
    if (fields) setErrors(fields);
    else setFailure(errorId(intl, error));
  },
});
