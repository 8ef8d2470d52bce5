import { formatTokyoDate as tokyoDate } from '@shirube/domain/core';

/** `YYYY/MM/DD` in Asia/Tokyo (spec §9 date format; the one formatter of @shirube/domain). */
export const formatTokyoDate = (value: string): string => tokyoDate(value) ?? '';

/** 12, 2030 → '12/30' */
export const formatExp = (month: number | null, year: number | null) =>
  month === null || year === null
    ? ''
    : `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
