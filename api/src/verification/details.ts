// The checks an individual's and a company's 本人確認 details share: a person's name with its reading
// (the individual, or the company's representative) and an address with a phone number. Each answers
// every problem (one per field, in the form's order: `field` of the 400 names the first) or the
// normalised values. Which fields are required is the shared forms' rule (@shirube/domain forms.ts).
import { addressForm, personNameForm, validateForm, validateNameKana, type FormRules } from '@shirube/domain';
import { addressesOf, normalizePostalCode } from './postal';

export type Problem<F extends string = string> = { field: F; reason: string };
/** Every problem found, or the checked values. */
export type Checked<T, F extends string = string> = Problem<F>[] | T;
export const hasProblems = <T>(checked: Checked<T>): checked is Problem[] => Array.isArray(checked);

/** The problems of `values` against the shared form's rules, then `more`: a field's content check, run
 *  only when the form's rules passed (a field reports one problem). Ordered as `fields` lists them. */
export function collect<F extends string, G extends F>(
  fields: readonly F[],
  values: Readonly<Record<F, string>>,
  form: FormRules<G>,
  more: Partial<Record<F, () => string | null>>,
): Problem<F>[] {
  const problems = validateForm<G>(values, form) as Problem<F>[];
  for (const field of fields) {
    if (problems.some((p) => p.field === field)) continue;
    const reason = more[field]?.();
    if (reason) problems.push({ field, reason });
  }
  return problems.sort((a, b) => fields.indexOf(a.field) - fields.indexOf(b.field));
}

export const problemsOf = <T>(checked: Checked<T>): Problem[] => (hasProblems(checked) ? checked : []);

export interface PersonName {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
}
const NAME_KEYS = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana'] as const;

export function checkPersonName(input: PersonName): Checked<PersonName, keyof PersonName> {
  // Kept as typed (small kana stay): the bank-holder rule is for the 全銀 file only.
  const lastNameKana = validateNameKana(input.lastNameKana);
  const firstNameKana = validateNameKana(input.firstNameKana);
  const problems = collect(NAME_KEYS, input, personNameForm, {
    lastNameKana: () => (lastNameKana.ok ? null : lastNameKana.reason),
    firstNameKana: () => (firstNameKana.ok ? null : firstNameKana.reason),
  });
  if (problems.length > 0 || !lastNameKana.ok || !firstNameKana.ok) return problems;
  return {
    lastName: input.lastName.trim(),
    firstName: input.firstName.trim(),
    lastNameKana: lastNameKana.value,
    firstNameKana: firstNameKana.value,
  };
}

export interface Address {
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  addressLine: string;
  phone: string;
}

const ADDRESS_KEYS = ['postalCode', 'prefecture', 'city', 'town', 'addressLine', 'phone'] as const;

/** The postal code must exist (Japan Post's data) and lie in the prefecture given. */
export function checkAddress(input: Address): Checked<Address, keyof Address> {
  const postalCode = normalizePostalCode(input.postalCode);
  const known = postalCode ? addressesOf(postalCode) : [];
  const phone = input.phone.normalize('NFKC').replace(/[-\s]/g, '');
  const problems = collect(ADDRESS_KEYS, input, addressForm, {
    postalCode: () => (!postalCode ? 'format' : known.length === 0 ? 'unknown' : null),
    // Only a known postal code can say which prefecture is right.
    prefecture: () =>
      known.length > 0 && !known.some((a) => a.prefecture === input.prefecture) ? 'mismatch' : null,
    phone: () => (/^0\d{9,10}$/.test(phone) ? null : 'format'),
  });
  if (problems.length > 0 || !postalCode) return problems;
  return {
    postalCode,
    prefecture: input.prefecture,
    city: input.city.trim(),
    town: input.town.trim(),
    addressLine: input.addressLine.trim(),
    phone,
  };
}

type Stored<T> = { [K in keyof T]: string | null };
const orEmpty = <T extends object>(row: Stored<T>, keys: ReadonlyArray<keyof T>) =>
  Object.fromEntries(keys.map((k) => [k, row[k] ?? ''])) as { [K in keyof T]: string };

/** The stored name and address columns as the contract shows them ('' for a column never filled). */
export const presentName = (row: Stored<PersonName>): PersonName => orEmpty(row, NAME_KEYS);
export const presentAddress = (row: Stored<Address>): Address => orEmpty(row, ADDRESS_KEYS);
