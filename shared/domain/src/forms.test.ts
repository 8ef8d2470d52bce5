import {
  companyProblems,
  inquiryForm,
  isReservedAccount,
  lawSettingsForm,
  passwordChangeForm,
  profileForm,
  receiptForm,
  signUpForm,
} from './forms';
import { pattern, validateForm } from './validators';

describe('validateForm', () => {
  it('reports every failing field with its first failing rule', () => {
    expect(
      validateForm(
        { email: 'not-an-address', password: 'short', passwordConfirmation: '', account: 'a!', name: '' },
        signUpForm,
      ),
    ).toEqual([
      { field: 'email', reason: 'format' },
      { field: 'password', reason: 'min_length' },
      { field: 'passwordConfirmation', reason: 'required' },
      { field: 'account', reason: 'min_length' },
      { field: 'name', reason: 'required' },
    ]);
  });

  it('checks confirmation fields against the field they confirm', () => {
    const values = {
      currentPassword: 'old-password',
      password: 'new-password',
      passwordConfirmation: 'nope',
    };
    expect(validateForm(values, passwordChangeForm)).toEqual([
      { field: 'passwordConfirmation', reason: 'mismatch' },
    ]);
    expect(validateForm({ ...values, passwordConfirmation: 'new-password' }, passwordChangeForm)).toEqual([]);
  });

  it('account ids: 3–20 half-width letters, digits or _', () => {
    const check = (account: string) =>
      validateForm({ name: '太郎', account, description: '' }, profileForm).map((e) => e.reason);
    expect(check('taro_01')).toEqual([]);
    expect(check('ta')).toEqual(['min_length']);
    expect(check('a'.repeat(21))).toEqual(['max_length']);
    expect(check('たろう')).toEqual(['format']);
    expect(check('taro-01')).toEqual(['format']);
    expect(isReservedAccount('Settings')).toBe(true);
    expect(isReservedAccount('taro')).toBe(false);
  });

  it('特商法: address and phone are required unless disclosed on request', () => {
    const base = { name: '山田太郎', contact: 'taro@example.com', address: '', phone: '' };
    expect(validateForm(base, lawSettingsForm(false))).toEqual([
      { field: 'address', reason: 'required' },
      { field: 'phone', reason: 'required' },
    ]);
    expect(validateForm(base, lawSettingsForm(true))).toEqual([]);
    expect(
      validateForm({ ...base, address: '東京都千代田区1-1', phone: '03-1234-5678' }, lawSettingsForm(false)),
    ).toEqual([]);
    expect(
      validateForm({ ...base, address: '東京都', phone: '12-34' }, lawSettingsForm(false)).map(
        (e) => e.field,
      ),
    ).toEqual(['phone']);
  });

  it('inquiry: a known category, an address and a message of at least 10 characters', () => {
    const ok = {
      category: 'purchase',
      name: '花子',
      email: 'h@example.com',
      body: '領収書について教えてください。',
    };
    expect(validateForm(ok, inquiryForm)).toEqual([]);
    expect(validateForm({ ...ok, category: 'spam', body: '短い' }, inquiryForm)).toEqual([
      { field: 'category', reason: 'format' },
      { field: 'body', reason: 'min_length' },
    ]);
  });

  it('receipt addressee is required and at most 100 characters', () => {
    expect(validateForm({ name: ' ' }, receiptForm)).toEqual([{ field: 'name', reason: 'required' }]);
    expect(validateForm({ name: '株式会社しるべ' }, receiptForm)).toEqual([]);
  });

  it('pattern leaves empty values to required', () => {
    expect(pattern('', /^x$/)).toBeNull();
    expect(pattern('y', /^x$/)).toBe('format');
  });
});

describe('companyProblems: the form and the API name a 法人 problem alike', () => {
  it('names each part by its place in the payload, in the form order: company, representative, address', () => {
    const problems = companyProblems({
      address: [{ field: 'postalCode', reason: 'postal_code_unknown' }],
      representative: [{ field: 'lastNameKana', reason: 'katakana' }],
      company: [{ field: 'corporateNumber', reason: 'check_digit' }],
    });
    expect(problems).toEqual([
      { field: 'company.corporateNumber', reason: 'check_digit' },
      { field: 'representative.lastNameKana', reason: 'katakana' },
      { field: 'company.postalCode', reason: 'postal_code_unknown' },
    ]);
  });
});
