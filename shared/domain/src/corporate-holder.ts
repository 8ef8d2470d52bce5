// 口座名義 of a company (法人) as 全銀 transfers carry it: the legal form is written with the banks'
// abbreviation (法人略語), before the name with ")" (カブシキガイシャシルベ → カ)シルベ), after it with "("
// (シルベカブシキガイシャ → シルベ(カ) and between two words with both (…(カ)…). The holder name of a
// corporate seller must be its company name in this form: one rule for the bank form and the API.
import { normalizeHolderName, validateHolderName, type HolderNameResult } from './bank-holder';
import { normalizeNameKana, type NameKanaResult } from './name-kana';

/** Katakana (small ones kept, as for a person's reading), ー ・, Latin letters, digits, ( ) . - / , and spaces. */
const COMPANY_KANA = /[ァ-ヴヵヶー・ A-Z0-9().\-/,]/u;

/** フリガナ of a company name (本人確認 of a 法人): kept as typed but for width, hiragana and case. */
export function validateCompanyNameKana(input: string): NameKanaResult {
  const value = normalizeNameKana(input).toUpperCase();
  if (value === '') return { ok: false, reason: 'required' };
  const bad = [...new Set([...value].filter((ch) => !COMPANY_KANA.test(ch)))];
  return bad.length > 0 ? { ok: false, reason: 'invalid_chars', chars: bad } : { ok: true, value };
}

/** Legal forms (in holder-name form: large kana only) and their 全銀 abbreviations, longest first. */
const LEGAL_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['トクテイヒエイリカツドウホウジン', 'トクヒ'],
  ['ユウゲンセキニンジギヨウクミアイ', 'ユウクミ'],
  ['イツパンシヤダンホウジン', 'シヤ'],
  ['イツパンザイダンホウジン', 'ザイ'],
  ['コウエキシヤダンホウジン', 'シヤ'],
  ['コウエキザイダンホウジン', 'ザイ'],
  ['シヤカイフクシホウジン', 'フク'],
  ['ドクリツギヨウセイホウジン', 'ドク'],
  ['イリヨウホウジン', 'イ'],
  ['ガツコウホウジン', 'ガク'],
  ['シユウキヨウホウジン', 'シユウ'],
  ['カブシキガイシヤ', 'カ'],
  ['カブシキカイシヤ', 'カ'],
  ['ユウゲンガイシヤ', 'ユ'],
  ['ユウゲンカイシヤ', 'ユ'],
  ['ゴウドウガイシヤ', 'ド'],
  ['ゴウドウカイシヤ', 'ド'],
  ['ゴウメイガイシヤ', 'メ'],
  ['ゴウメイカイシヤ', 'メ'],
  ['ゴウシガイシヤ', 'シ'],
  ['ゴウシカイシヤ', 'シ'],
];

/**
 * A company's name in 口座名義 form: holder-name conversions (bank-holder.ts), the first legal form
 * written as its abbreviation, and no spaces around it. Names already abbreviated are kept.
 */
export function corporateHolderName(companyKana: string): string {
  const value = normalizeHolderName(companyKana);
  for (const [form, short] of LEGAL_FORMS) {
    const at = value.indexOf(form);
    if (at < 0) continue;
    const before = value.slice(0, at).trim();
    const after = value.slice(at + form.length).trim();
    if (before === '') return `${short})${after}`;
    if (after === '') return `${before}(${short}`;
    return `${before}(${short})${after}`;
  }
  return value;
}

/** Spaces are not significant when a holder name is compared with the company's name. */
const compact = (value: string) => value.replace(/ /gu, '');

export type CorporateHolderResult = HolderNameResult | { ok: false; reason: 'company_mismatch' };

/**
 * The holder name a corporate seller typed, checked against its company kana: the value stored is
 * the abbreviated form (what the transfer file carries); a different company name is refused.
 */
export function validateCorporateHolderName(input: string, companyKana: string): CorporateHolderResult {
  const result = validateHolderName(corporateHolderName(input));
  if (!result.ok) return result;
  return compact(result.value) === compact(corporateHolderName(companyKana))
    ? result
    : { ok: false, reason: 'company_mismatch' };
}
