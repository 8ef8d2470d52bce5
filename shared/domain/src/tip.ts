// Tips (チップ, issue 37 item 1): the amounts a reader may give, the message rule and the per-user
// limits against card testing. One place for the dialog (choices, counter, messages) and the API
// (what is charged and stored).
import { cleanReviewBody } from './review';

/** The dialog's ready-made amounts (yen). */
export const TIP_PRESET_AMOUNTS = [100, 500, 1000, 5000] as const;
/** A custom amount: whole yen from TIP_MIN to TIP_MAX. */
export const TIP_MIN = 100;
export const TIP_MAX = 10_000;
/** The optional message to the author, in characters (code points) after cleaning. */
export const TIP_MESSAGE_MAX = 140;

/**
 * Against card testing (many small charges with stolen cards): per tipper, tip attempts (any outcome)
 * in the last hour, declined attempts in the last day, and yen tipped (paid or being paid) in the last
 * day. Past any of them the tip is refused before an order is written: nothing is charged.
 */
export const TIP_LIMITS = {
  attemptsPerHour: 10,
  declinesPerDay: 3,
  yenPerDay: 30_000,
} as const;

export type TipAmountProblem = 'not_integer' | 'too_small' | 'too_large';

export function tipAmountProblem(amount: number): TipAmountProblem | null {
  if (!Number.isSafeInteger(amount)) return 'not_integer';
  if (amount < TIP_MIN) return 'too_small';
  if (amount > TIP_MAX) return 'too_large';
  return null;
}

/** The message as stored: cleaned like a review (plain text, no tags); null when empty. */
export function cleanTipMessage(raw: string | null | undefined): string | null {
  const cleaned = cleanReviewBody(raw ?? '');
  return cleaned.length === 0 ? null : cleaned;
}

export const tipMessageTooLong = (cleaned: string | null): boolean =>
  cleaned !== null && [...cleaned].length > TIP_MESSAGE_MAX;

export interface TipHistory {
  /** The tipper's tip orders created in the last hour (any status). */
  attemptsLastHour: number;
  /** Their tip orders declined by the card issuer in the last 24 hours. */
  declinesLastDay: number;
  /** Yen of their tip orders in the last 24 hours that are paid or still being paid. */
  yenLastDay: number;
}

export type TipLimit = 'attempts' | 'declines' | 'daily_amount';

/** Which limit a new tip of `amount` yen would break, or null. */
export function tipLimitReached(history: TipHistory, amount: number): TipLimit | null {
  if (history.declinesLastDay >= TIP_LIMITS.declinesPerDay) return 'declines';
  if (history.attemptsLastHour >= TIP_LIMITS.attemptsPerHour) return 'attempts';
  if (history.yenLastDay + amount > TIP_LIMITS.yenPerDay) return 'daily_amount';
  return null;
}
