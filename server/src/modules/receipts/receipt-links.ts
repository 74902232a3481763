import { createHmac, timingSafeEqual } from 'node:crypto';

/** Characters of the base64url HMAC kept in a link: 192 bits, far beyond guessing. */
const TOKEN_LENGTH = 32;

/**
 * The unguessable token that opens one donation's receipt without an account (a guest's result page): an HMAC of
 * the donation id keyed with the server's signing secret, so nothing is stored and every server of a deployment
 * (same JWT_SECRET) accepts it. A separate purpose label keeps it from matching any other HMAC of that secret.
 */
export class ReceiptLinks {
  constructor(private readonly secret: () => string) {}

  token(donationId: number): string {
    return createHmac('sha256', this.secret())
      .update(`donation-receipt:${donationId}`)
      .digest('base64url')
      .slice(0, TOKEN_LENGTH);
  }

  /** Whether `token` opens this donation's receipt (compared in constant time). */
  opens(donationId: number, token: string): boolean {
    const expected = Buffer.from(this.token(donationId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The guest's receipt page on this site; it shows the receipt once the donation is completed. */
  pagePath(donationId: number): string {
    return `/receipts/${donationId}?token=${this.token(donationId)}`;
  }

  /** The query the payment callback adds on a donation's way back: `receipt={id}.{token}`. */
  returnQuery(donationId: number): string {
    return `receipt=${donationId}.${this.token(donationId)}`;
  }
}
