import { cleanReviewBody, isReviewPoint, REVIEW_BODY_MAX, reviewBodyProblem } from './review';

describe('review text', () => {
  it('keeps plain text and line breaks, drops tags and control characters', () => {
    expect(cleanReviewBody('  とても<b>良い</b>記事\r\n\r\n\r\n\r\n<script>x</script>でした\u0007 ')).toBe(
      'とても良い記事\n\nxでした',
    );
  });

  it('needs 1 to 1,000 characters after cleaning (counted by code point)', () => {
    expect(reviewBodyProblem(cleanReviewBody('  <p></p> '))).toBe('required');
    expect(reviewBodyProblem('あ'.repeat(REVIEW_BODY_MAX))).toBeNull();
    expect(reviewBodyProblem('あ'.repeat(REVIEW_BODY_MAX + 1))).toBe('too_long');
    expect(reviewBodyProblem('😀'.repeat(REVIEW_BODY_MAX))).toBeNull();
  });

  it('accepts whole stars 1–5 only', () => {
    expect([0, 1, 3, 5, 6, 4.5].map(isReviewPoint)).toEqual([false, true, true, true, false, false]);
  });
});
