import { digits, max, maxLength, min, minLength, numeric, required, validateField } from './validators';

describe('form rules', () => {
  it('required rejects missing, blank (incl. full-width space) and empty lists', () => {
    expect(required(undefined)).toBe('required');
    expect(required(null)).toBe('required');
    expect(required(' 　')).toBe('required');
    expect(required([])).toBe('required');
    expect(required('a')).toBeNull();
    expect(required(0)).toBeNull();
  });

  it('numeric accepts only non-negative integers in ASCII digits', () => {
    expect(numeric('1200')).toBeNull();
    expect(numeric(300)).toBeNull();
    expect(numeric('１２')).toBe('numeric');
    expect(numeric('12.5')).toBe('numeric');
    expect(numeric('-1')).toBe('numeric');
    expect(numeric('12a')).toBe('numeric');
  });

  it('digits requires exactly n digits (e.g. a 3-digit security code, 7-digit zip)', () => {
    expect(digits('123', 3)).toBeNull();
    expect(digits('0123', 3)).toBe('digits');
    expect(digits('12', 3)).toBe('digits');
    expect(digits('1234567', 7)).toBeNull();
  });

  it('min and max bound the number', () => {
    expect(min('100', 100)).toBeNull();
    expect(min('99', 100)).toBe('min');
    expect(max(50, 50)).toBeNull();
    expect(max('51', 50)).toBe('max');
    expect(min('abc', 1)).toBe('numeric');
  });

  it('minLength and maxLength count characters, not UTF-16 units', () => {
    expect(maxLength('𠮷野家', 3)).toBeNull();
    expect(maxLength('あいうえ', 3)).toBe('max_length');
    expect(minLength('a', 2)).toBe('min_length');
  });

  it('lets empty optional fields pass every rule except required', () => {
    for (const rule of [numeric(''), digits('', 3), min('', 1), max(undefined, 1), maxLength(null, 1)]) {
      expect(rule).toBeNull();
    }
  });
});

describe('validateField', () => {
  it('reports the first failing rule in a stable order', () => {
    const price = { required: true, numeric: true, min: 100, max: 100000 };
    expect(validateField('', price)).toBe('required');
    expect(validateField('12a', price)).toBe('numeric');
    expect(validateField('50', price)).toBe('min');
    expect(validateField('200000', price)).toBe('max');
    expect(validateField('980', price)).toBeNull();
  });
});
