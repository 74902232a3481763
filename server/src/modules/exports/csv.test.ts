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

  it('keeps a code written in digits as text, its leading zero and all, without a formula', () => {
    // A left-to-right mark: invisible, not whitespace, so no spreadsheet trims it or reads a number.
    expect(csvCell('09121234567')).toBe('\u200E09121234567');
    expect(csvCell('12345678901234567890')).toBe('\u200E12345678901234567890');
    expect(csvLine(['09121234567', 15000])).toBe('\u200E09121234567,15000\r\n');
    // Numbers stay numbers, and text with anything beside digits stays as it was.
    expect(csvCell(912)).toBe('912');
    expect(csvCell('0912-123')).toBe('0912-123');
    expect(csvCell('۰۹۱۲۱۲۳۴۵۶۷')).toBe('۰۹۱۲۱۲۳۴۵۶۷');
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 1, true])).toBe('a,1,true\r\n');
  });
});
