/**
 * THE rule for every path the site sends a visitor back to (issue 39 item 3): the card page's
 * `?return_to=`, the path remembered before sign-in, … A return path comes from a URL or from storage,
 * so an attacker can write it; what is allowed is exactly "a path of this site":
 * - starts with one `/` (not `//`, nor `/%2F`: protocol-relative, another host);
 * - no control character (U+0000–U+001F, U+007F–U+009F) and no backslash, raw OR percent-encoded — a
 *   browser drops tab/LF/CR inside a URL and reads `\` as `/`, so `/\t/evil.example/` and `/\/evil.example`
 *   are `//evil.example/`; an encoded one is refused too, as some later reader may decode it once;
 * - and, to be sure whatever the browser does, a URL parser resolving it against this site stays on it.
 * Returns the path unchanged, or null (the caller then uses its default).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null;
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  if (/%(?:[01][0-9a-f]|7f|5c)/i.test(value) || /^\/%2f/i.test(value)) return null;
  const base = 'https://return-path.invalid';
  try {
    return new URL(value, base).origin === base ? value : null;
  } catch {
    return null;
  }
}
