/** Display helpers shared by the reader's features (dates are shown in Japan time, as the spec says). */

const tokyoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY/MM/DD` in Asia/Tokyo, whatever the visitor's own time zone is. Null/invalid → null. */
export function formatTokyoDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(tokyoDate.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}/${parts.month}/${parts.day}`;
}

/** Affiliate rate arrives as a fraction (0.1); the spec shows it as a whole percentage. */
export function affiliatePercent(rate: number | null | undefined): number {
  return Math.round((rate ?? 0) * 1000) / 10;
}
