import { csvCell, csvDocument } from './csv';

describe('CSV rules', () => {
  it('quotes, defuses formulas and keeps numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(-1100)).toBe('-1100');
    expect(csvCell('記事')).toBe('記事');
  });

  it('a document has a BOM and CRLF lines', () => {
    expect(csvDocument(['日付', '閲覧数'], [['2026/11/29', 3]])).toBe(
      '\uFEFF日付,閲覧数\r\n2026/11/29,3\r\n',
    );
  });
});
