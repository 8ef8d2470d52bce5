/**
 * Per-field messages of the form rules (@shirube/domain reason codes), kept out of the core texts so
 * pages without forms (the article route) never download them: the form hook of @shirube/ui formats
 * them itself (deep import by the apps' form chunks).
 */
import { validation as jaValidation } from './ja/validation';
import { validation as enValidation } from './en/validation';
import type { Locale } from './core';

export const validationMessages: Record<Locale, Record<string, string>> = {
  ja: jaValidation,
  en: { ...jaValidation, ...enValidation },
};

/** Limits a validation message may show ({maxLength} …), taken from the field's rule set. */
export interface ValidationLimits {
  readonly digits?: number;
  readonly min?: number;
  readonly max?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
}

/**
 * The message of a form-rule failure for a field: a field-specific hint (`validation.<reason>.<field>`)
 * when one exists, else `validation.<reason>`, else the generic `validation.invalid`.
 */
export function validationMessage(
  field: string,
  reason: string,
  limits: ValidationLimits = {},
): { id: string; values: Record<string, number | undefined> } {
  const specific = `validation.${reason}.${field}`;
  const generic = `validation.${reason}`;
  const id = specific in jaValidation ? specific : generic in jaValidation ? generic : 'validation.invalid';
  return { id, values: { ...limits } };
}
