import {
  chargedPrice,
  discountCodeState,
  discountPriceProblem,
  DISCOUNT_PRICE_MIN,
  shownDiscountedPrice,
} from './discount';

describe('discountPriceProblem', () => {
  it('accepts 100 yen up to one yen below the list price', () => {
    expect(DISCOUNT_PRICE_MIN).toBe(100);
    expect(discountPriceProblem(100, 1000)).toBeNull();
    expect(discountPriceProblem(999, 1000)).toBeNull();
  });
  it('refuses a price below 100, equal to or above the list price, or not whole yen', () => {
    expect(discountPriceProblem(99, 1000)).toBe('below_minimum');
    expect(discountPriceProblem(0, 1000)).toBe('below_minimum');
    expect(discountPriceProblem(1000, 1000)).toBe('not_below_price');
    expect(discountPriceProblem(1200, 1000)).toBe('not_below_price');
    expect(discountPriceProblem(500.5, 1000)).toBe('not_integer');
    expect(discountPriceProblem(Number.NaN, 1000)).toBe('not_integer');
  });
  it('has no valid price for an article listed at 100 yen', () => {
    expect(discountPriceProblem(100, 100)).toBe('not_below_price');
  });
});

describe('discountCodeState', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it('is active without limits, and until its end time and its last use', () => {
    expect(discountCodeState({ price: 500, expiresAt: null, maxUses: null, usedCount: 99 }, now)).toBe(
      'active',
    );
    expect(
      discountCodeState({ price: 500, expiresAt: '2026-11-23T10:00:01Z', maxUses: 3, usedCount: 2 }, now),
    ).toBe('active');
  });
  it('expires at its end time (exclusive) and is used up at maxUses', () => {
    expect(
      discountCodeState({ price: 500, expiresAt: '2026-11-23T10:00:00Z', maxUses: null, usedCount: 0 }, now),
    ).toBe('expired');
    expect(discountCodeState({ price: 500, expiresAt: null, maxUses: 3, usedCount: 3 }, now)).toBe('used_up');
  });
});

describe('chargedPrice', () => {
  it('charges the code price when it is below the list price', () => {
    expect(chargedPrice({ price: 1000, codePrice: 600 })).toBe(600);
    expect(shownDiscountedPrice({ price: 1000, codePrice: 600 })).toBe(600);
  });
  it('keeps the lower standing sale price over a dearer code, and the reverse', () => {
    expect(chargedPrice({ price: 1000, discountedPrice: 500, codePrice: 600 })).toBe(500);
    expect(chargedPrice({ price: 1000, discountedPrice: 800, codePrice: 600 })).toBe(600);
  });
  it('ignores discounts that are not below the list price (e.g. after the author lowered it)', () => {
    expect(chargedPrice({ price: 500, codePrice: 600, discountedPrice: 500 })).toBe(500);
    expect(shownDiscountedPrice({ price: 500, codePrice: 600 })).toBeNull();
    expect(shownDiscountedPrice({ price: 1000 })).toBeNull();
  });
});
