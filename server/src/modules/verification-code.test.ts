import { describe, expect, it } from 'vitest';
import { formatVerificationCode, newVerificationCode, normalizeVerificationCode } from './verification-code';

describe('verification codes', () => {
  it('are ten letters of the unambiguous alphabet and differ each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerificationCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('read back what a person typed from paper', () => {
    const code = 'AB1CD0EFGH';
    expect(normalizeVerificationCode(formatVerificationCode(code))).toBe(code);
    expect(normalizeVerificationCode(' ab1cd-oefgh ')).toBe(code);
    expect(normalizeVerificationCode('abicd-0efgh')).toBe(code);
  });

  it('refuse what cannot be a code', () => {
    expect(normalizeVerificationCode('short')).toBeNull();
    expect(normalizeVerificationCode('ABCDE-FGHU1')).toBeNull();
    expect(normalizeVerificationCode("1' or 1=1-")).toBeNull();
  });
});
