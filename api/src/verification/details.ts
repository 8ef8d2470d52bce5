// The checks an individual's and a company's 本人確認 details share: a person's name with its reading
// (the individual, or the company's representative) and an address with a phone number. Each answers
// the first problem with its field, or the normalised values.
import { validateNameKana } from '@shirube/domain';
import { addressesOf, normalizePostalCode } from './postal';

export type Problem<F extends string = string> = { field: F; reason: string };
export const isProblem = (value: object): value is Problem => 'field' in value && 'reason' in value;

export const required = (v: string) => v.trim() !== '';

export interface PersonName {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
}

export function checkPersonName(input: PersonName): Problem<keyof PersonName> | PersonName {
  for (const field of ['lastName', 'firstName'] as const)
    if (!required(input[field])) return { field, reason: 'required' };
  const kana: { lastNameKana?: string; firstNameKana?: string } = {};
  for (const field of ['lastNameKana', 'firstNameKana'] as const) {
    // Kept as typed (small kana stay): the bank-holder rule is for the 全銀 file only.
    const result = validateNameKana(input[field]);
    if (!result.ok) return { field, reason: result.reason };
    kana[field] = result.value;
  }
  return {
    lastName: input.lastName.trim(),
    firstName: input.firstName.trim(),
    lastNameKana: kana.lastNameKana!,
    firstNameKana: kana.firstNameKana!,
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

/** The postal code must exist (Japan Post's data) and lie in the prefecture given. */
export function checkAddress(input: Address): Problem<keyof Address> | Address {
  const postalCode = normalizePostalCode(input.postalCode);
  if (!postalCode) return { field: 'postalCode', reason: 'format' };
  const known = addressesOf(postalCode);
  if (known.length === 0) return { field: 'postalCode', reason: 'unknown' };
  if (!known.some((a) => a.prefecture === input.prefecture))
    return { field: 'prefecture', reason: 'mismatch' };
  if (!required(input.city)) return { field: 'city', reason: 'required' };
  if (!required(input.addressLine)) return { field: 'addressLine', reason: 'required' };
  const phone = input.phone.normalize('NFKC').replace(/[-\s]/g, '');
  if (!/^0\d{9,10}$/.test(phone)) return { field: 'phone', reason: 'format' };
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

const NAME_KEYS = ['lastName', 'firstName', 'lastNameKana', 'firstNameKana'] as const;
const ADDRESS_KEYS = ['postalCode', 'prefecture', 'city', 'town', 'addressLine', 'phone'] as const;

/** The stored name and address columns as the contract shows them ('' for a column never filled). */
export const presentName = (row: Stored<PersonName>): PersonName => orEmpty(row, NAME_KEYS);
export const presentAddress = (row: Stored<Address>): Address => orEmpty(row, ADDRESS_KEYS);
