import { ATTRIBUTION_WINDOW_MS, attributedClick, mayEarn, type AttributionContext } from './referral';

const now = new Date('2026-11-29T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 24 * 3600_000;
const ctx: AttributionContext = {
  buyerId: 1,
  authorId: 2,
  now,
  purchaserOnly: false,
  affiliatesWhoBought: new Set(),
};

describe('referral attribution', () => {
  it('the window is 30 days', () => {
    expect(ATTRIBUTION_WINDOW_MS).toBe(30 * DAY);
    const click = { code: 'a', affiliateUserId: 5, clickedAt: ago(30 * DAY) };
    expect(attributedClick([click], ctx)).toBeNull();
    expect(attributedClick([{ ...click, clickedAt: ago(30 * DAY - 1) }], ctx)).not.toBeNull();
  });

  it('last click wins', () => {
    const older = { code: 'old', affiliateUserId: 5, clickedAt: ago(3 * DAY) };
    const newer = { code: 'new', affiliateUserId: 6, clickedAt: ago(DAY) };
    expect(attributedClick([newer, older], ctx)?.code).toBe('new');
    expect(attributedClick([older, newer], ctx)?.code).toBe('new');
  });

  it("never the buyer's own link nor the author's; an earlier click of someone else still counts", () => {
    const own = { code: 'own', affiliateUserId: 1, clickedAt: ago(1000) };
    const author = { code: 'author', affiliateUserId: 2, clickedAt: ago(500) };
    const other = { code: 'other', affiliateUserId: 7, clickedAt: ago(DAY) };
    expect(attributedClick([own, author], ctx)).toBeNull();
    expect(attributedClick([own, author, other], ctx)?.code).toBe('other');
    expect(mayEarn(1, ctx)).toBe(false);
  });

  it('purchaser-only articles pay only affiliates who bought them', () => {
    const only = { ...ctx, purchaserOnly: true, affiliatesWhoBought: new Set([8]) };
    const bought = { code: 'b', affiliateUserId: 8, clickedAt: ago(2 * DAY) };
    const didNot = { code: 'n', affiliateUserId: 9, clickedAt: ago(DAY) };
    expect(attributedClick([bought, didNot], only)?.code).toBe('b');
    expect(attributedClick([didNot], only)).toBeNull();
  });
});
