/** Display helpers shared by the reader's features (dates are shown in Japan time, as the spec says). */

/** `YYYY/MM/DD` in Asia/Tokyo, whatever the visitor's own time zone is (the one formatter of @shirube/domain). */
export { formatTokyoDate } from '@shirube/domain/core';

/** Affiliate rate arrives as a fraction (0.1); the spec shows it as a whole percentage. */
export function affiliatePercent(rate: number | null | undefined): number {
  return Math.round((rate ?? 0) * 1000) / 10;
}
