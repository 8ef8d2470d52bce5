import {
  MAGAZINE_TITLE_MAX,
  magazineCharge,
  magazineProblems,
  magazinePurchaseBlocker,
  membershipOpensArticle,
} from './magazine';
import { purchaseBlocker } from './purchase-availability';

const ok = { title: 'まとめ', description: '', price: 1000, affiliateRateBp: 1000 };

describe('magazineProblems', () => {
  it('accepts the article ranges and names each broken field once', () => {
    expect(magazineProblems(ok)).toEqual([]);
    expect(magazineProblems({ ...ok, price: 0 })).toEqual([]);
    expect(magazineProblems({ ...ok, price: 100_000, affiliateRateBp: 5000 })).toEqual([]);
    expect(
      magazineProblems({ title: ' ', description: 'x'.repeat(2001), price: 99, affiliateRateBp: 5001 }),
    ).toEqual([
      { field: 'title', reason: 'required' },
      { field: 'description', reason: 'too_long' },
      { field: 'price', reason: 'price_range' },
      { field: 'affiliateRate', reason: 'rate_range' },
    ]);
    expect(magazineProblems({ ...ok, title: 'x'.repeat(MAGAZINE_TITLE_MAX + 1) })[0]).toEqual({
      field: 'title',
      reason: 'too_long',
    });
    expect(magazineProblems({ ...ok, price: 100_001 })[0]!.field).toBe('price');
    expect(magazineProblems({ ...ok, price: 150.5 })[0]!.field).toBe('price');
  });
});

describe('membershipOpensArticle', () => {
  const bought = new Date('2026-11-10T00:00:00Z');
  it('opens articles in the magazine at purchase, also after their removal, and those added later', () => {
    const before = new Date('2026-11-01T00:00:00Z');
    const after = new Date('2026-11-20T00:00:00Z');
    expect(membershipOpensArticle({ addedAt: before, removedAt: null }, bought)).toBe(true);
    expect(membershipOpensArticle({ addedAt: before, removedAt: after }, bought)).toBe(true);
    expect(membershipOpensArticle({ addedAt: after, removedAt: null }, bought)).toBe(true);
  });
  it('does not open an article removed before the purchase', () => {
    const removed = new Date('2026-11-05T00:00:00Z');
    expect(membershipOpensArticle({ addedAt: new Date(0), removedAt: removed }, bought)).toBe(false);
  });
});

describe('magazine money rules', () => {
  it('charges the full price to a buyer who owns some articles, and says so', () => {
    expect(magazineCharge(3000, 2)).toEqual({ amount: 3000, ownsSome: true });
    expect(magazineCharge(3000, 0)).toEqual({ amount: 3000, ownsSome: false });
  });
  it('refuses what cannot be bought', () => {
    const base = { price: 1000, isOwner: false, isAdmin: false, isPurchased: false, isOnSale: true };
    expect(magazinePurchaseBlocker(base)).toBeNull();
    expect(magazinePurchaseBlocker({ ...base, isOwner: true })).toBe('own_magazine');
    expect(magazinePurchaseBlocker({ ...base, price: 0 })).toBe('free');
    expect(magazinePurchaseBlocker({ ...base, isPurchased: true })).toBe('purchased');
    expect(magazinePurchaseBlocker({ ...base, isOnSale: false })).toBe('not_on_sale');
  });
  it('refuses an article already readable through a magazine', () => {
    const article = {
      price: 500,
      isOwner: false,
      isAdmin: false,
      isPurchased: false,
      availableSalesCount: 0,
      isSalesUnlimited: true,
    };
    expect(purchaseBlocker(article)).toBeNull();
    expect(purchaseBlocker({ ...article, isReadableViaMagazine: true })).toBe('in_magazine');
  });
});
