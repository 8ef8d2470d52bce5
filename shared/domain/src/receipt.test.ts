import {
  includedTax,
  isInvoiceRegistrationNumber,
  receiptNumber,
  tipReceiptNumber,
  receiptTaxLine,
  STANDARD_TAX_RATE_PERCENT,
} from './receipt';

describe('receipt tax (内税, 10 %, rounded down once per rate)', () => {
  it('extracts the tax contained in a tax-inclusive price', () => {
    expect(includedTax(1100)).toBe(100);
    expect(includedTax(110)).toBe(10);
    expect(includedTax(0)).toBe(0);
  });

  it('rounds the contained tax down (1円未満切り捨て)', () => {
    // 500 × 10 / 110 = 45.45… → 45; 999 → 90.81… → 90; 100 → 9.09… → 9
    expect(includedTax(500)).toBe(45);
    expect(includedTax(999)).toBe(90);
    expect(includedTax(100)).toBe(9);
    expect(includedTax(100_000)).toBe(9090);
  });

  it('splits the total so that excluding-tax amount + tax = what was paid', () => {
    for (const total of [100, 101, 498, 500, 980, 1234, 99_999]) {
      const line = receiptTaxLine(total);
      expect(line.totalExclTax + line.tax).toBe(total);
      expect(line.ratePercent).toBe(STANDARD_TAX_RATE_PERCENT);
    }
    expect(receiptTaxLine(980)).toEqual({ ratePercent: 10, totalInclTax: 980, tax: 89, totalExclTax: 891 });
  });

  it('supports another rate (8 % reduced rate) with the same rounding', () => {
    expect(includedTax(1080, 8)).toBe(80);
    expect(includedTax(1000, 8)).toBe(74);
  });

  it('refuses amounts that are not integer yen', () => {
    expect(() => includedTax(10.5)).toThrow(RangeError);
    expect(() => includedTax(-1)).toThrow(RangeError);
    expect(() => includedTax(100, 110)).toThrow(RangeError);
  });
});

describe('receipt identity', () => {
  it('registration numbers are T + 13 digits', () => {
    expect(isInvoiceRegistrationNumber('T1234567890123')).toBe(true);
    expect(isInvoiceRegistrationNumber('1234567890123')).toBe(false);
    expect(isInvoiceRegistrationNumber('T123456789012')).toBe(false);
    expect(isInvoiceRegistrationNumber('T12345678901234')).toBe(false);
  });

  it('the receipt number depends only on the purchase, so a re-issue keeps it', () => {
    expect(receiptNumber(42)).toBe('SRB-00000042');
    expect(receiptNumber(42)).toBe(receiptNumber(42));
    expect(receiptNumber(123_456_789)).toBe('SRB-123456789');
  });

  it('numbers a tip in its own series, never equal to a purchase’s', () => {
    expect(tipReceiptNumber(42)).toBe('SRB-T00000042');
    expect(tipReceiptNumber(42)).not.toBe(receiptNumber(42));
  });
});
