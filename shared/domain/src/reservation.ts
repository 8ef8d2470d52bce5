// Reserved publishing (spec §4 "Publishing may be reserved; the published time can be set
// separately"). Our limits: a reserved time lies in the future and at most a year ahead; it is stored
// in whole minutes (the form picks minutes, and whole ms keep the list cursor exact).
import { DAY_MS } from './tokyo-time';

export const RESERVE_MAX_DAYS = 365;

export type ReservedTimeProblem = 'invalid' | 'past' | 'too_far';

export function reservedTimeProblem(at: Date, now: Date = new Date()): ReservedTimeProblem | null {
  if (Number.isNaN(at.getTime())) return 'invalid';
  if (at.getTime() <= now.getTime()) return 'past';
  if (at.getTime() > now.getTime() + RESERVE_MAX_DAYS * DAY_MS) return 'too_far';
  return null;
}

/** Tag as stored and searched: NFKC (full-width → half-width), trimmed, without leading #/＃. */
export function normalizeTag(tag: string): string {
  return tag.normalize('NFKC').trim().replace(/^#+/, '').trim();
}
