/** Dates in Japan time (spec §9: YYYY/MM/DD) and months as the API names them (YYYY-MM). */
const tokyo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function tokyoDate(iso: string): string {
  const parts = Object.fromEntries(tokyo.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}/${parts.month}/${parts.day}`;
}

/** 'YYYY-MM' of the Tokyo month containing `now`. */
export function currentTokyoMonth(now = new Date()): string {
  return tokyoDate(now.toISOString()).slice(0, 7).replace('/', '-');
}
