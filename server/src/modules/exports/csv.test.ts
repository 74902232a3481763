import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+98912')).toBe("'+98912");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('quotes commas, quotes and line breaks, and leaves numbers and Persian as they are', () => {
    expect(csvCell('سلام، دنیا')).toBe('سلام، دنیا');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('خط\nدوم')).toBe('"خط\nدوم"');
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(null)).toBe('');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });
});
