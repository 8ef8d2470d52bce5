// フリガナ of a person's name (本人確認: セイ / メイ) — kept as the person wrote it. Unlike the 口座名義 rule
// (bank-holder.ts: small kana become large because 全銀 has none, so ショウ → シヨウ), an identity check compares
// the reading with an ID document, so small kana, ー and ヴ stay. Only the input's form is unified:
// half-width kana and full-width spaces (NFKC), hiragana → katakana, runs of spaces → one.

export type NameKanaResult =
  | { ok: true; value: string }
  | { ok: false; reason: 'required' }
  | { ok: false; reason: 'invalid_chars'; chars: string[] };

/** Katakana (small ones included), the long vowel mark, the middle dot and a space between words. */
const NAME_KANA = /[ァ-ヴヵヶー・ ]/u;

export function normalizeNameKana(input: string): string {
  let out = '';
  for (const ch of input.normalize('NFKC')) {
    const code = ch.codePointAt(0)!;
    // ぁ–ゖ → ァ–ヶ (same offset for the whole block)
    out += code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : ch;
  }
  return out.replace(/\s+/gu, ' ').trim();
}

export function validateNameKana(input: string): NameKanaResult {
  const value = normalizeNameKana(input);
  if (value === '') return { ok: false, reason: 'required' };
  const bad = [...new Set([...value].filter((ch) => !NAME_KANA.test(ch)))];
  return bad.length > 0 ? { ok: false, reason: 'invalid_chars', chars: bad } : { ok: true, value };
}
