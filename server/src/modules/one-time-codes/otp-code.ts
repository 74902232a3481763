import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the cryptographic generator (leading zeros kept). */
export function generateOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Only this keyed hash is stored: a leaked table does not give the codes away without the secret. */
export function hashOtpCode(secret: string, phoneNumber: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phoneNumber}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
