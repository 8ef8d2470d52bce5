/** Dates in Japan time (spec §9: YYYY/MM/DD) and months as the API names them (YYYY-MM): the one
 *  formatter of @shirube/domain (tokyo-time.ts). */
import { formatTokyoDate, tokyoMonth } from '@shirube/domain/core';

export const tokyoDate = (iso: string): string => formatTokyoDate(iso) ?? '';

/** 'YYYY-MM' of the Tokyo month containing `now`. */
export const currentTokyoMonth = (now = new Date()): string => tokyoMonth(now);

/** A month 'YYYY-MM' as `seller.history.monthOption` names it: 2026年11月. */
export const monthValues = (month: string) => ({ year: month.slice(0, 4), month: Number(month.slice(5)) });

/** A calendar date without a time ('YYYY-MM-DD': a birth date, a transfer date) in the site's YYYY/MM/DD.
 *  Not an instant, so no time zone applies. */
export const plainDate = (date: string): string => date.replaceAll('-', '/');
