/**
 * A wrong value that is never the right one: `value` with its first character swapped ('0' ↔ '1', anything
 * else → '0'). The first character, not the last: the last may equal what replaces it, and in base64 it may
 * carry only padding bits, so a changed last character can still decode to the same bytes. '0' and '1' are
 * valid in base64url, hex and digit codes alike, and have no case to be folded away.
 */
export function altered(value: string): string {
  if (value === '') throw new Error('an empty value cannot be altered');
  return `${value[0] === '0' ? '1' : '0'}${value.slice(1)}`;
}
