// Review text rules, shared by the review form (counter, messages) and the API (what is stored).

export const REVIEW_BODY_MAX = 1000;
export const REVIEW_POINTS = [1, 2, 3, 4, 5] as const;

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Reviews are plain text: tags are dropped (never rendered as HTML anywhere), control characters
 * removed, line ends unified, at most one empty line in a row, and the ends trimmed.
 */
export function cleanReviewBody(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Why a (cleaned) review text cannot be saved, or null. */
export function reviewBodyProblem(cleaned: string): 'required' | 'too_long' | null {
  if (cleaned.length === 0) return 'required';
  if ([...cleaned].length > REVIEW_BODY_MAX) return 'too_long';
  return null;
}

export const isReviewPoint = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 5;
