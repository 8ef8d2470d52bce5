import {
  cardBrand,
  cardProblems,
  checkCard,
  formatCardExpiry,
  formatCardNumber,
  tokyoMonthIndex,
} from './card';

const ok = { cardNumber: '4242 4242 4242 4242', cardExpire: '12/30', securityCode: '123' };

describe('card rules (browser form and token server)', () => {
  it('accepts the test cards and returns brand, last4 and a four-digit year, never a problem', () => {
    expect(checkCard(ok)).toEqual({
      digits: '4242424242424242',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(checkCard({ ...ok, cardNumber: '4000-0000-0000-3220', cardExpire: '01 / 2031' })).toMatchObject({
      last4: '3220',
      expYear: 2031,
    });
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3530111333300000')).toBe('jcb');
  });

  it('names each wrong field with a code and a reason', () => {
    expect(
      cardProblems({ cardNumber: '', cardExpire: '', securityCode: '' }).map((p) => [p.field, p.code]),
    ).toEqual([
      ['cardNumber', 'required'],
      ['cardExpire', 'required'],
      ['securityCode', 'invalid'],
    ]);
    expect(checkCard({ ...ok, cardNumber: '4242 4242 4242 4241' })).toMatchObject({
      field: 'cardNumber',
      code: 'invalid',
    });
    expect(checkCard({ ...ok, cardNumber: '4242x4242 4242 4242' })).toMatchObject({ field: 'cardNumber' });
    expect(checkCard({ ...ok, cardExpire: '13/30' })).toMatchObject({ field: 'cardExpire', code: 'invalid' });
    expect(checkCard({ ...ok, securityCode: '12' })).toMatchObject({ field: 'securityCode' });
    // American Express codes have four digits.
    expect(
      checkCard({ cardNumber: '378282246310005', cardExpire: '12/30', securityCode: '123' }),
    ).toMatchObject({
      field: 'securityCode',
    });
  });

  it('keeps a card valid through its expiry month in Asia/Tokyo, whatever the clock zone', () => {
    // 2026-10-31 23:30 UTC is already 2026-11-01 08:30 in Tokyo: a 10/26 card has expired there.
    const tokyoNovember = new Date('2026-10-31T23:30:00Z');
    expect(tokyoMonthIndex(tokyoNovember)).toBe(2026 * 12 + 10);
    expect(checkCard({ ...ok, cardExpire: '10/26' }, tokyoNovember)).toMatchObject({ code: 'expired' });
    expect(checkCard({ ...ok, cardExpire: '11/26' }, tokyoNovember)).toMatchObject({ last4: '4242' });
    // 2026-10-31 14:59 UTC is 23:59 on the 31st in Tokyo: 10/26 is still good.
    expect(checkCard({ ...ok, cardExpire: '10/26' }, new Date('2026-10-31T14:59:00Z'))).toMatchObject({
      expMonth: 10,
    });
  });

  it('formats the number in fours and the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4000000000003220')).toBe('4000 0000 0000 3220');
    expect(formatCardExpiry('1230')).toBe('12/30');
    expect(formatCardExpiry('1')).toBe('1');
  });
});
