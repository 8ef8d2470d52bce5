/**
 * THE CSV rules of every download (sales history, analytics): UTF-8 with a BOM (Excel reads Japanese
 * right), CRLF lines, RFC 4180 quoting, and no cell a spreadsheet can run — text starting with = + - @, a
 * tab or a carriage return is read by Excel and LibreOffice as a formula (CSV injection, e.g. an article
 * titled `=HYPERLINK(...)`), so it gets a leading apostrophe (OWASP's advice) and is quoted. Numbers stay
 * numbers (a refund's negative amount is written as -1100, not as text).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV file: header and rows, each cell through csvCell. */
export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
