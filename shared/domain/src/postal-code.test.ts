import { formatPostalCode } from './postal-code';

describe('formatPostalCode', () => {
  it('puts the hyphen after the third digit of a stored code', () => {
    expect(formatPostalCode('1040061')).toBe('104-0061');
  });
  it('leaves anything else as stored', () => {
    expect(formatPostalCode('')).toBe('');
    expect(formatPostalCode('104-0061')).toBe('104-0061');
  });
});
