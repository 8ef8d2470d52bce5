// Form rules of spec §5 (required, digits, min, max, numeric), shared by the UI and the API so both
// reject the same input with the same reason. Each returns null when valid, else a stable reason code
// (UI: message id `validation.<code>`; API: `details[].reason`).
//
// Semantics (the spec names the rules only; these follow the vee-validate rules it used, except that
// min/max bound the NUMBER, which is what this product's numeric fields — price, sales count, rate —
// need; minLength/maxLength bound text length in characters):
//   required  not undefined/null, not blank after trim, not an empty array
//   numeric   only ASCII digits (a non-negative integer; '' is left to `required`)
//   digits    exactly n ASCII digits
//   min/max   numeric value ≥ / ≤ the limit (non-numbers fail as 'numeric')
//   pattern   the trimmed text matches a named format (email, account, phone, ...) → 'format'
// Empty values pass every rule but `required`, so optional fields can carry other rules.

export type ValidationReason =
  | 'required'
  | 'numeric'
  | 'digits'
  | 'min'
  | 'max'
  | 'min_length'
  | 'max_length'
  | 'format'
  /** A confirmation field differs from the field it confirms (checked by `validateForm`). */
  | 'mismatch';
export type FieldValue = string | number | null | undefined | readonly unknown[];

const isEmpty = (v: FieldValue): boolean =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

const asText = (v: FieldValue): string =>
  typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';

function asNumber(v: FieldValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || !/^-?\d+(\.\d+)?$/.test(v.trim())) return null;
  return Number(v.trim());
}

export function required(v: FieldValue): ValidationReason | null {
  return isEmpty(v) ? 'required' : null;
}

export function numeric(v: FieldValue): ValidationReason | null {
  if (isEmpty(v)) return null;
  return /^\d+$/.test(asText(v)) ? null : 'numeric';
}

export function digits(v: FieldValue, length: number): ValidationReason | null {
  if (isEmpty(v)) return null;
  const s = asText(v);
  return /^\d+$/.test(s) && s.length === length ? null : 'digits';
}

export function min(v: FieldValue, limit: number): ValidationReason | null {
  if (isEmpty(v)) return null;
  const n = asNumber(v);
  if (n === null) return 'numeric';
  return n >= limit ? null : 'min';
}

export function max(v: FieldValue, limit: number): ValidationReason | null {
  if (isEmpty(v)) return null;
  const n = asNumber(v);
  if (n === null) return 'numeric';
  return n <= limit ? null : 'max';
}

/** Length in characters as a person counts them (code points, so 𠮷 is one). */
const charCount = (s: string): number => [...s].length;

export function minLength(v: FieldValue, limit: number): ValidationReason | null {
  if (isEmpty(v)) return null;
  return charCount(asText(v)) >= limit ? null : 'min_length';
}

export function maxLength(v: FieldValue, limit: number): ValidationReason | null {
  if (isEmpty(v)) return null;
  return charCount(asText(v)) <= limit ? null : 'max_length';
}

export function pattern(v: FieldValue, format: RegExp): ValidationReason | null {
  if (isEmpty(v)) return null;
  return format.test(asText(v)) ? null : 'format';
}

export interface FieldRules {
  required?: boolean;
  pattern?: RegExp;
  numeric?: boolean;
  digits?: number;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
}

/** First failing rule, in the order required, numeric, digits, min, max, minLength, maxLength, pattern. */
export function validateField(v: FieldValue, rules: FieldRules): ValidationReason | null {
  return (
    (rules.required ? required(v) : null) ??
    (rules.numeric ? numeric(v) : null) ??
    (rules.digits !== undefined ? digits(v, rules.digits) : null) ??
    (rules.min !== undefined ? min(v, rules.min) : null) ??
    (rules.max !== undefined ? max(v, rules.max) : null) ??
    (rules.minLength !== undefined ? minLength(v, rules.minLength) : null) ??
    (rules.maxLength !== undefined ? maxLength(v, rules.maxLength) : null) ??
    (rules.pattern !== undefined ? pattern(v, rules.pattern) : null)
  );
}

/** A form's rules: per field, plus confirmation pairs (`passwordConfirmation` must equal `password`). */
export interface FormRules<F extends string> {
  readonly fields: Readonly<Record<F, FieldRules>>;
  readonly confirms?: Readonly<Partial<Record<F, F>>>;
}

export interface FieldError {
  readonly field: string;
  readonly reason: ValidationReason;
}

/** Every failing field of a form (first failing rule each), in the order the rules list them. */
export function validateForm<F extends string>(
  values: Readonly<Partial<Record<F, FieldValue>>>,
  rules: FormRules<F>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of Object.keys(rules.fields) as F[]) {
    const reason = validateField(values[field], rules.fields[field]);
    if (reason) errors.push({ field, reason });
  }
  for (const [field, target] of Object.entries(rules.confirms ?? {}) as Array<[F, F]>) {
    if (errors.some((e) => e.field === field)) continue;
    if ((values[field] ?? '') !== (values[target] ?? '')) errors.push({ field, reason: 'mismatch' });
  }
  return errors;
}
