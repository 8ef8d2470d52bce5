// 郵便番号 as people read it. Stored as 7 digits (the API normalises input); shown 〒104-0061.

/** "1040061" → "104-0061"; anything that is not 7 digits is shown as stored. */
export function formatPostalCode(code: string): string {
  return /^\d{7}$/.test(code) ? `${code.slice(0, 3)}-${code.slice(3)}` : code;
}
