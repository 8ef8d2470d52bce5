import { cardPageReturningTo, cardReturnPath } from './returnTo';

describe('the path back after card registration (spec §2)', () => {
  it('carries the article path there and reads it back', () => {
    const link = cardPageReturningTo('/u/sato/a/12?discount_code=SPRING');
    expect(link).toBe('/settings/credit_card?return_to=%2Fu%2Fsato%2Fa%2F12%3Fdiscount_code%3DSPRING');
    expect(cardReturnPath(new URL(link, 'https://shirube.example').search)).toBe(
      '/u/sato/a/12?discount_code=SPRING',
    );
  });

  it('goes nowhere outside the site, nor back to the card page', () => {
    expect(cardReturnPath('')).toBeNull();
    expect(cardReturnPath('?return_to=https%3A%2F%2Fevil.example')).toBeNull();
    expect(cardReturnPath('?return_to=%2F%2Fevil.example')).toBeNull();
    expect(cardReturnPath('?return_to=%2F%5Cevil.example')).toBeNull();
    expect(cardReturnPath('?return_to=%2Fsettings%2Fcredit_card')).toBeNull();
  });

  it.each([
    '%2F%09%2Fevil.example%2F',
    '%2F%0A%2Fevil.example%2F',
    '%2F%0D%2Fevil.example%2F',
    '%2F%09%5Cevil.example%2F',
  ])(
    'refuses the control-character way out ?return_to=%s (issue 39: the link resolved to evil.example)',
    (payload) => {
      expect(cardReturnPath(`?return_to=${payload}`)).toBeNull();
    },
  );
});
