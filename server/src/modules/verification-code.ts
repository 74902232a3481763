import { randomInt } from 'node:crypto';

/** Crockford's base-32 letters: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/**
 * A short, unguessable code printed on a receipt or certificate (about 50 bits), shown as `XXXXX-XXXXX`.
 * Stored without the dash; `normalizeVerificationCode` reads what a person typed back into that form.
 */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function formatVerificationCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Upper case, dashes and spaces dropped, O→0 and I/L→1 as Crockford reads them; null when it cannot be a code. */
export function normalizeVerificationCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== LENGTH) return null;
  for (const ch of code) if (!ALPHABET.includes(ch)) return null;
  return code;
}
