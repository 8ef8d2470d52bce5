/**
 * The text every area needs — common words and the API's error texts — without any area's own file.
 * Each app merges its own area onto these (deep import, not the shared singleton), so a reader page
 * does not download the editor's, the seller's and the commerce texts.
 */
import { common as jaCommon } from './ja/common';
import { errors as jaErrors } from './ja/errors';
import { validation as jaValidation } from './ja/validation';
import { common as enCommon } from './en/common';
import { errors as enErrors } from './en/errors';
import { validation as enValidation } from './en/validation';

export type Locale = 'ja' | 'en';
export const defaultLocale: Locale = 'ja';

// Form-rule messages are core too: every area has forms checked by @shirube/ui's useFieldErrors.
const ja: Record<string, string> = { ...jaCommon, ...jaErrors, ...jaValidation };
export const coreMessages: Record<Locale, Record<string, string>> = {
  ja,
  // English is second: a missing id falls back to Japanese.
  en: { ...ja, ...enCommon, ...enErrors, ...enValidation },
};

/** Japanese text for an API error code (falls back to the generic message). */
export function errorMessageId(code: string | undefined): string {
  const id = `errors.${code ?? 'unknown'}`;
  return id in ja ? id : 'errors.unknown';
}

/** Limits a validation message may show ({maxLength} …), taken from the field's rule set. */
export interface ValidationLimits {
  readonly digits?: number;
  readonly min?: number;
  readonly max?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
}

/**
 * The message of a form-rule failure (reason code from @shirube/domain or the API's details) for a
 * field: a field-specific format hint when one exists, else `validation.<reason>`.
 */
export function validationMessage(
  field: string,
  reason: string,
  limits: ValidationLimits = {},
): { id: string; values: Record<string, number | undefined> } {
  const specific = `validation.${reason}.${field}`;
  const generic = `validation.${reason}`;
  const id = specific in ja ? specific : generic in ja ? generic : 'validation.invalid';
  return { id, values: { ...limits } };
}
