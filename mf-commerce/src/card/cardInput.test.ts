import { formatCardNumber, formatExpiry, validateCard } from './cardInput';

const now = new Date('2026-11-22T00:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: '' };

describe('new-card input rules', () => {
  it('spaces the number in fours and writes the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4000000000003220')).toBe('4000 0000 0000 3220');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts the test cards and names each wrong field with its Japanese message id', () => {
    expect(validateCard(valid, now)).toEqual({});
    expect(validateCard({ ...valid, number: '4000 0000 0000 3220' }, now)).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvc: '', name: '' }, now)).toEqual({
      number: 'commerce.card.error.numberRequired',
      expiry: 'commerce.card.error.expiryRequired',
      cvc: 'commerce.card.error.cvcInvalid',
    });
    expect(validateCard({ ...valid, number: '4242 4242 4242 4241' }, now).number).toBe(
      'commerce.card.error.numberInvalid',
    );
    expect(validateCard({ ...valid, expiry: '13/30' }, now).expiry).toBe('commerce.card.error.expiryInvalid');
    expect(validateCard({ ...valid, expiry: '10/26' }, now).expiry).toBe('commerce.card.error.expired');
    expect(validateCard({ ...valid, expiry: '11/26' }, now)).toEqual({});
    expect(validateCard({ ...valid, cvc: '12' }, now).cvc).toBe('commerce.card.error.cvcInvalid');
  });
});
