import { describe, expect, it } from 'vitest';
import { altered } from './altered';

describe('altered', () => {
  it('always answers another value of the same length, whatever the value ends or starts with', () => {
    for (const value of ['abcx', 'x', '0abc', '1abc', 'Zy-_', '123456', '0']) {
      const other = altered(value);
      expect(other).not.toBe(value);
      expect(other).toHaveLength(value.length);
    }
  });

  it('changes what a base64url value decodes to, not only its unused low bits', () => {
    // 43 characters of base64url carry 32 bytes: the last character's two low bits are padding.
    for (const first of ['0', '1', 'A', 'w']) {
      const token = `${first}${'A'.repeat(41)}B`;
      const bytes = (text: string) => Buffer.from(text, 'base64url').toString('hex');
      expect(bytes(altered(token))).not.toBe(bytes(token));
    }
  });

  it('changes the number a code of digits reads as', () => {
    for (const code of ['012345', '123456', '999999']) expect(Number(altered(code))).not.toBe(Number(code));
  });
});
