const tokyoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY/MM/DD` in Asia/Tokyo (spec §9 date format). */
export function formatTokyoDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(tokyoDate.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}/${parts.month}/${parts.day}`;
}

/** 12, 2030 → '12/30' */
export const formatExp = (month: number | null, year: number | null) =>
  month === null || year === null
    ? ''
    : `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
