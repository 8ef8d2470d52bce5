// 口座名義 (account holder name) as 全銀 transfers accept it. One rule for the form and the API.
//
// A transfer file carries the name in half-width (JIS X 0201) characters: カナ ｱ–ﾝ with ﾞ ﾟ, A–Z, 0–9,
// space and the symbols ( ) . - / , ｢ ｣ ¥. We store and show it in full-width katakana, so:
// - what can be converted is converted: half-width kana and full-width letters/digits (NFKC),
//   hiragana → katakana, small kana → large (ッ→ツ, ャ→ヤ: 全銀 has no small kana), ヲ→オ, ヰ→イ,
//   ヱ→エ (not in the 全銀 set), ー → - (banks print the long vowel as a hyphen), lower → upper case,
//   full-width space → one space;
// - anything else (kanji, emoji, other symbols) is refused with the offending characters named.
// Length: the file field is 30 half-width characters, and a voiced kana (ガ = ｶﾞ) takes two.

export const HOLDER_NAME_MAX_HALF_WIDTH = 30;

const SMALL_TO_LARGE: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
  ヲ: 'オ',
  ヰ: 'イ',
  ヱ: 'エ',
  ー: '-',
  '（': '(',
  '）': ')',
  '「': '｢',
  '」': '｣',
  '・': '.',
  '￥': '¥',
  '\\': '¥',
};

/** Full-width katakana the file can carry (voiced ones become two half-width characters). */
const KANA = /[アイウエオカ-ヂツ-モヤユヨラ-ロワンヴ]/u;
const VOICED = /[ガギグゲゴザジズゼゾダヂヅデドバビブベボパピプペポヴ]/u;
const OTHER = /[A-Z0-9 ().\-/,｢｣¥]/u;

export type HolderNameResult =
  | { ok: true; value: string }
  | { ok: false; reason: 'required' | 'too_long' }
  | { ok: false; reason: 'invalid_chars'; chars: string[] };

/** Conversions only (no validation): what the form shows back once the field is left. */
export function normalizeHolderName(input: string): string {
  const nfkc = input.normalize('NFKC');
  let out = '';
  for (const ch of nfkc) {
    const code = ch.codePointAt(0)!;
    // ぁ–ゖ → ァ–ヶ (same offset for the whole block)
    const kata = code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : ch;
    out += SMALL_TO_LARGE[kata] ?? kata;
  }
  return out.toUpperCase().replace(/\s+/gu, ' ').trim();
}

/** Width in the transfer file: each voiced kana is two half-width characters. */
export const holderNameHalfWidthLength = (value: string): number =>
  [...value].reduce((n, ch) => n + (VOICED.test(ch) ? 2 : 1), 0);

export function validateHolderName(input: string): HolderNameResult {
  const value = normalizeHolderName(input);
  if (value === '') return { ok: false, reason: 'required' };
  const bad = [...new Set([...value].filter((ch) => !KANA.test(ch) && !OTHER.test(ch)))];
  if (bad.length > 0) return { ok: false, reason: 'invalid_chars', chars: bad };
  if (holderNameHalfWidthLength(value) > HOLDER_NAME_MAX_HALF_WIDTH) return { ok: false, reason: 'too_long' };
  return { ok: true, value };
}

/** 口座番号: exactly 7 digits (全銀; shorter numbers are written with leading zeros). */
export const isAccountNumber = (value: string): boolean => /^\d{7}$/.test(value);
export const isBankCode = (value: string): boolean => /^\d{4}$/.test(value);
export const isBranchCode = (value: string): boolean => /^\d{3}$/.test(value);
/** 普通 / 当座 — the two account types a 総合振込 to a person or shop uses. */
export const BANK_ACCOUNT_TYPES = ['ordinary', 'current'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
