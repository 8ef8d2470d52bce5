import { csvCell } from './csv-cell';

describe('csvCell', () => {
  it('quotes text a spreadsheet would run as a formula, with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+81 3')).toBe(`"'+81 3"`);
    expect(csvCell('-1+1')).toBe(`"'-1+1"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
  });
  it('leaves ordinary text and numbers as they are, quoting only what RFC 4180 needs', () => {
    expect(csvCell('投資の基本')).toBe('投資の基本');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-1100)).toBe('-1100');
    expect(csvCell(0)).toBe('0');
  });
});
