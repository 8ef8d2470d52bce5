// Editor body operations (spec §4 "Body edits"). Pure: each returns a new array and never mutates
// the caller's. `line` is a paragraph index, as in payArticleLine.
//
// Decision: the one paragraph left when the last one is deleted is EMPTY_PARAGRAPH ('<p></p>'), not
// '' — every paragraph stays a block element the editor can focus, and it survives the sanitiser as is.
import { PAYWALL_NONE } from './paywall';
import { sanitizeParagraph } from './sanitize';

export const EMPTY_PARAGRAPH = '<p></p>';

function assertLine(body: readonly string[], line: number, allowBefore: boolean): void {
  const min = allowBefore ? -1 : 0;
  if (!Number.isInteger(line) || line < min || line >= body.length) {
    throw new RangeError(`paragraph line ${line} is outside 0..${body.length - 1}`);
  }
}

/** Inserts the sanitised html after `line`; line -1 inserts at the top. */
export function addParagraphAfter(body: readonly string[], line: number, html: string): string[] {
  if (body.length > 0) assertLine(body, line, true);
  const at = body.length === 0 ? 0 : line + 1;
  return [...body.slice(0, at), sanitizeParagraph(html), ...body.slice(at)];
}

/** Removes paragraph `line`; an emptied body becomes [EMPTY_PARAGRAPH]. */
export function deleteParagraph(body: readonly string[], line: number): string[] {
  assertLine(body, line, false);
  const next = [...body.slice(0, line), ...body.slice(line + 1)];
  return next.length === 0 ? [EMPTY_PARAGRAPH] : next;
}

/** Replaces paragraph `line` with the sanitised html. */
export function replaceParagraph(body: readonly string[], line: number, html: string): string[] {
  assertLine(body, line, false);
  const next = [...body];
  next[line] = sanitizeParagraph(html);
  return next;
}

/** Keeps the paywall on the same paragraph after a paragraph is inserted at index `insertedAt`. */
export function paywallAfterInsert(payArticleLine: number, insertedAt: number): number {
  if (payArticleLine === PAYWALL_NONE) return PAYWALL_NONE;
  return insertedAt < payArticleLine ? payArticleLine + 1 : payArticleLine;
}

/**
 * Keeps the paywall on the same paragraph after paragraph `deletedAt` is removed; if the first paid
 * paragraph itself is deleted, the next one becomes first paid. Returns PAYWALL_NONE when no free or
 * no paid paragraph would remain.
 */
export function paywallAfterDelete(payArticleLine: number, deletedAt: number, newLength: number): number {
  if (payArticleLine === PAYWALL_NONE) return PAYWALL_NONE;
  const line = deletedAt < payArticleLine ? payArticleLine - 1 : payArticleLine;
  return line > 0 && line < newLength ? line : PAYWALL_NONE;
}
