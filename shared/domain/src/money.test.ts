import {
  DEFAULT_PLATFORM_FEE_BP,
  bpToPercent,
  bpToRate,
  calculateSale,
  formatYen,
  percentToBp,
  rateToBp,
  type SaleInput,
} from './money';

const sum = (s: { platformFee: number; affiliateCommission: number; sellerShare: number }) =>
  s.platformFee + s.affiliateCommission + s.sellerShare;

/** A sale that came through an affiliate's referral link. */
const referredSale = (input: Omit<SaleInput, 'hasAffiliate'>) =>
  calculateSale({ ...input, hasAffiliate: true });

describe('calculateSale', () => {
  it('takes 12 % by default and pays the affiliate its rate of the price', () => {
    const s = calculateSale({ price: 1000, affiliateRateBp: 1000, hasAffiliate: true });
    expect(DEFAULT_PLATFORM_FEE_BP).toBe(1200);
    expect(s).toEqual({ price: 1000, platformFee: 120, affiliateCommission: 100, sellerShare: 780 });
  });

  it('pays no commission without a referral or on a self-referral', () => {
    expect(
      calculateSale({ price: 1000, affiliateRateBp: 3000, hasAffiliate: false }).affiliateCommission,
    ).toBe(0);
    const self = calculateSale({
      price: 1000,
      affiliateRateBp: 3000,
      hasAffiliate: true,
      selfReferral: true,
    });
    expect(self).toEqual({ price: 1000, platformFee: 120, affiliateCommission: 0, sellerShare: 880 });
  });

  it('adds the affiliator’s additional rate to the article rate', () => {
    const s = referredSale({ price: 2000, affiliateRateBp: 1000, additionalAffiliateRateBp: 500 });
    expect(s.affiliateCommission).toBe(300);
  });

  it('floors odd yen so the seller keeps the remainder and the parts add up', () => {
    const s = calculateSale({ price: 333, affiliateRateBp: 1500, hasAffiliate: true });
    expect(s.platformFee).toBe(39); // 39.96
    expect(s.affiliateCommission).toBe(49); // 49.95
    expect(s.sellerShare).toBe(245);
    for (const price of [1, 7, 99, 101, 999, 9800]) {
      expect(sum(calculateSale({ price, affiliateRateBp: 3333, hasAffiliate: true }))).toBe(price);
    }
  });

  it('handles a free article and a zero rate', () => {
    expect(calculateSale({ price: 0, affiliateRateBp: 5000, hasAffiliate: true })).toEqual({
      price: 0,
      platformFee: 0,
      affiliateCommission: 0,
      sellerShare: 0,
    });
    expect(calculateSale({ price: 500, affiliateRateBp: 0, hasAffiliate: true }).affiliateCommission).toBe(0);
  });

  it('never lets the commission push the seller share below zero', () => {
    const s = referredSale({ price: 100, affiliateRateBp: 9000, additionalAffiliateRateBp: 5000 });
    expect(s.sellerShare).toBe(0);
    expect(sum(s)).toBe(100);
  });

  it('rejects non-integer yen and out-of-range rates', () => {
    expect(() => calculateSale({ price: 10.5, affiliateRateBp: 0, hasAffiliate: false })).toThrow(RangeError);
    expect(() => calculateSale({ price: -1, affiliateRateBp: 0, hasAffiliate: false })).toThrow(RangeError);
    expect(() => calculateSale({ price: 100, affiliateRateBp: 10001, hasAffiliate: false })).toThrow(
      RangeError,
    );
    expect(() => calculateSale({ price: 100, affiliateRateBp: 0.5, hasAffiliate: false })).toThrow(
      RangeError,
    );
  });
});

describe('rate conversions', () => {
  it('converts basis points to the wire fraction and back without float noise', () => {
    expect(bpToRate(1000)).toBe(0.1);
    expect(rateToBp(0.1)).toBe(1000);
    expect(rateToBp(0.07)).toBe(700);
    expect(rateToBp(bpToRate(1234))).toBe(1234);
  });
  it('converts basis points to the percentage shown in the UI', () => {
    expect(bpToPercent(1500)).toBe(15);
    expect(percentToBp(12.5)).toBe(1250);
  });
});

describe('formatYen (server-made text)', () => {
  it('groups thousands and adds 円, and (税込) when asked', () => {
    expect(formatYen(0)).toBe('0円');
    expect(formatYen(980)).toBe('980円');
    expect(formatYen(1100, true)).toBe('1,100円(税込)');
    expect(formatYen(1234567)).toBe('1,234,567円');
  });
});
