/** A span of bytes, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range a Range header asks of a `size`-byte file (video players seek with these): null to send
 * the file whole (no header, another unit, several ranges or an invalid one, which RFC 9110 says to ignore),
 * 'unsatisfiable' when the range starts past the end.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first, last] = match;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? null : { start, end };
}
