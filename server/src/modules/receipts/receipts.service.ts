import { isJalaliYear } from '@common/jalali-year';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationReceipts, donations, users } from '../../db/schema';
import { DomainError, invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { RateLimiter } from '../../limits/rate-limiter';
import { formatVerificationCode, normalizeVerificationCode } from '../verification-code';
import type { ReceiptLinks } from './receipt-links';
import { type ReceiptRow, selectReceipts, toReceipt, toVerification } from './receipt-view';
import { receiptMessages } from './receipts.messages';
import type { DonationStatement, DonorReceipt, ReceiptVerification } from './receipts.types';

/** Public lookups per client address: a person checks a receipt or two; a script walking codes is stopped. */
export const RECEIPT_LOOKUP_LIMIT = { limit: 30, windowSeconds: 10 * 60 } as const;

/** The longest token or code text read at all (anything longer is refused before any work). */
const MAX_INPUT = 64;

export class ReceiptService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly links: ReceiptLinks,
    private readonly publicUrl: string,
  ) {}

  /** The viewer of a member-only call; a guest is UNAUTHENTICATED (401), as the GraphQL door answers. */
  signedIn(viewer: Viewer | null): Viewer {
    if (!viewer) throw new DomainError('UNAUTHENTICATED');
    return viewer;
  }

  /** The public page that confirms a receipt: /verify/receipt/XXXXX-XXXXX. */
  verificationUrl(code: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}/verify/receipt/${formatVerificationCode(code)}`;
  }

  /** The signed-in donor's receipt of one of their donations; anyone else's (or none yet) is NOT_FOUND. */
  async mine(viewer: Viewer, donationId: number): Promise<DonorReceipt> {
    return this.one(and(eq(donations.id, donationId), eq(donations.userId, viewer.userId)));
  }

  /**
   * A receipt opened by its link's token (a guest's result page); a wrong token is NOT_FOUND like no receipt.
   * The link is handed out before an offline gift is approved, so its holder learns why there is none yet.
   */
  async byToken(donationId: number, token: string): Promise<DonorReceipt> {
    if (token.length > MAX_INPUT || !this.links.opens(donationId, token))
      throw notFound(receiptMessages.notFound);
    const [row] = await selectReceipts(this.db).where(eq(donations.id, donationId));
    if (row) return this.toReceipt(row);
    const [donation] = await this.db
      .select({ status: donations.status })
      .from(donations)
      .where(eq(donations.id, donationId));
    if (donation?.status === 'PENDING') throw new DomainError('CONFLICT', receiptMessages.notYetCompleted);
    throw notFound(donation ? receiptMessages.noReceiptCancelled : receiptMessages.notFound);
  }

  /** The public check of a printed code, counted per client address before anything is read. */
  async verify(code: string, ipAddress: string): Promise<ReceiptVerification> {
    const { limit, windowSeconds } = RECEIPT_LOOKUP_LIMIT;
    await this.limiter.consume(
      `receipt-verify:ip:${ipAddress}`,
      windowSeconds,
      limit,
      receiptMessages.tooManyLookups,
    );
    const normalized = code.length > MAX_INPUT ? null : normalizeVerificationCode(code);
    if (!normalized) throw invalid({ code: receiptMessages.codeMalformed });
    const [row] = await selectReceipts(this.db).where(eq(donationReceipts.verificationCode, normalized));
    if (!row) throw notFound(receiptMessages.codeNotFound);
    return toVerification(row);
  }

  /** The donor's receipts of one Jalali year (completion year), in sequence, and their total. */
  async statement(viewer: Viewer, jalaliYear: number): Promise<DonationStatement> {
    if (!isJalaliYear(jalaliYear)) throw invalid({ jalaliYear: receiptMessages.yearInvalid });
    const [rows, [member]] = await Promise.all([
      selectReceipts(this.db)
        .where(and(eq(donations.userId, viewer.userId), eq(donationReceipts.jalaliYear, jalaliYear)))
        .orderBy(asc(donationReceipts.sequence)),
      this.db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, viewer.userId)),
    ]);
    const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    return {
      jalaliYear,
      // The statement is the account holder's own paper: their name, anonymous gifts included.
      donorName: member ? `${member.firstName} ${member.lastName}`.trim() || null : null,
      receipts: rows.map((row) => this.toReceipt(row)),
      total,
    };
  }

  private async one(where: SQL | undefined): Promise<DonorReceipt> {
    const [row] = await selectReceipts(this.db).where(where);
    if (!row) throw notFound(receiptMessages.notFound);
    return this.toReceipt(row);
  }

  private toReceipt(row: ReceiptRow): DonorReceipt {
    return toReceipt(row, this.verificationUrl(row.verificationCode));
  }
}
