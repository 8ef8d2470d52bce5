import { safeReturnPath } from './return-path';

// The payloads as they arrive (decoded once by URLSearchParams) and as a double-encoded query
// leaves them (still percent-encoded), plus the classic ways out of a site.
const refused: [string, string][] = [
  ['tab then /host (the card page report: %2F%09%2Fevil.example%2F)', '/\t/evil.example/'],
  ['LF then /host (%0A)', '/\n/evil.example/'],
  ['CR then /host (%0D)', '/\r/evil.example/'],
  ['tab then backslash (%09%5C)', '/\t\\evil.example/'],
  ['encoded tab', '/%09/evil.example/'],
  ['encoded LF', '/%0A/evil.example/'],
  ['encoded CR', '/%0d/evil.example/'],
  ['encoded tab + backslash', '/%09%5C/evil.example/'],
  ['encoded backslash', '/%5Cevil.example/'],
  ['protocol-relative', '//evil.example/'],
  ['protocol-relative once decoded', '/%2F/evil.example/'],
  ['slash backslash', '/\\evil.example/'],
  ['backslash later', '/a\\b'],
  ['NUL', '/a\u0000b'],
  ['DEL', '/a\u007fb'],
  ['C1 control', '/a\u0085b'],
  ['absolute http URL', 'http://evil.example/'],
  ['javascript: URL', 'javascript:alert(1)'],
  ['relative path', 'a/123'],
  ['empty', ''],
  ['scheme with leading space', ' /a/1'],
];
const allowed = ['/', '/a/123', '/a/123?ref=abc#comments', '/search?q=%E3%81%82', '/u/hanako/followers'];

describe('safeReturnPath', () => {
  it.each(refused)('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
  it.each(allowed)('keeps %s', (value) => {
    expect(safeReturnPath(value)).toBe(value);
  });
  it('refuses what is not a string', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
  it('refuses the issue payloads as the card page reads them from its query', () => {
    for (const query of [
      '%2F%09%2Fevil.example%2F',
      '%2F%0A%2Fevil.example%2F',
      '%2F%0D%2Fevil.example%2F',
      '%2F%09%5Cevil.example%2F',
    ])
      expect(safeReturnPath(new URLSearchParams(`return_to=${query}`).get('return_to'))).toBeNull();
  });
});
