// Asia/Tokyo wall-clock time ↔ UTC instants for forms (discount-code end, reserved publish). Japan has
// had no daylight saving since 1951, so the offset is a constant +09:00 and needs no time-zone data.
/** Tokyo's offset from UTC (+09:00, no DST). */
export const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** `<input type="datetime-local">` value read as Tokyo time → ISO with +09:00; null if malformed. */
export function tokyoLocalToIso(local: string): string | null {
  const m = LOCAL.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  // Reject dates that do not exist (2026-02-30 rolls over).
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00+09:00`;
}

function tokyoParts(iso: string | number | Date) {
  const t = new Date(new Date(iso).getTime() + TOKYO_OFFSET_MS);
  return {
    y: t.getUTCFullYear(),
    mo: pad(t.getUTCMonth() + 1),
    d: pad(t.getUTCDate()),
    h: pad(t.getUTCHours()),
    mi: pad(t.getUTCMinutes()),
  };
}

/** An instant → the Tokyo `datetime-local` value (YYYY-MM-DDTHH:mm). */
export function isoToTokyoLocal(iso: string | Date): string {
  const p = tokyoParts(iso);
  return `${p.y}-${p.mo}-${p.d}T${p.h}:${p.mi}`;
}

/** An instant shown as Tokyo 「YYYY/MM/DD HH:mm」. */
export function formatTokyoDateTime(iso: string | Date): string {
  const p = tokyoParts(iso);
  return `${p.y}/${p.mo}/${p.d} ${p.h}:${p.mi}`;
}

/** An instant shown as a Tokyo date 「YYYY/MM/DD」 (spec §9), whatever the visitor's or server's zone.
 *  The one date formatter of the site (pages, notifications, receipts). Null/empty/invalid → null. */
export function formatTokyoDate(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Number.isNaN(new Date(value).getTime())) return null;
  const p = tokyoParts(value instanceof Date ? value : new Date(value));
  return `${p.y}/${p.mo}/${p.d}`;
}

/** 'YYYY-MM-DD' of the Tokyo calendar day containing `at`. */
export const tokyoDateKey = (at: Date | string | number): string =>
  new Date(new Date(at).getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);

/** 'YYYY-MM' of the Tokyo calendar month containing `now` (how the API names months). */
export function tokyoMonth(now: Date = new Date()): string {
  const p = tokyoParts(now);
  return `${p.y}-${p.mo}`;
}
