import { isJalaliYear, jalaliYearRange, tehranJalaliYear } from '@common/jalali-year';
import { tomanToRial } from '@common/money';
import { donationSchemaFor } from '@common/validation';
import { and, count, countDistinct, desc, eq, gte, lt, max, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { foreignKeyViolation } from '../../db/unique-violation';
import { DomainError, invalid, notFound } from '../../errors';
import { type Page, type PageRequest, pageOf, pageWindow } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import type { RateLimiter } from '../../limits/rate-limiter';
import { findUsableMethod, toPublicMethod } from '../payment-methods/payment-method-lookup';
import type { PublicProgramLookup } from '../programs/programs.loaders';
import { PROGRAM_NOT_FOUND, type ProgramService } from '../programs/programs.service';
import { validated } from '../validated';
import { type Audience, giverKey, roundedAverage, selectDonations, toDonation } from './donation-view';
import type { DonationInput, MyDonationsArgs, ProgramDonationsArgs } from './donations.inputs';
import { donationServiceMessages } from './donations.messages';
import type { Donation, DonationReceipt, ProgramDonationStats } from './donations.types';

const TOP_MAX = 50;

const TOO_MANY_DONATIONS =
  'تعداد کمک‌های ثبت‌شده از سوی شما بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید.';

/**
 * Donations recorded per ten minutes: a guest per address, a member per account (wherever they are). A real
 * donor records one or two; the limits stop scripted floods of rows while leaving room for a shared address.
 */
export const DONATION_RATE_LIMITS = {
  guest: { limit: 20, windowSeconds: 10 * 60, message: TOO_MANY_DONATIONS },
  member: { limit: 10, windowSeconds: 10 * 60, message: TOO_MANY_DONATIONS },
} as const;
const completedOf = (programId: number) =>
  and(eq(donations.programId, programId), eq(donations.status, 'COMPLETED'));

export class DonationService {
  constructor(
    private readonly db: Db,
    private readonly programs: ProgramService,
    private readonly limiter: RateLimiter,
    /** A guest's receipt page for a donation (a link only its holder can open). */
    private readonly guestReceiptPath?: (donationId: number) => string,
  ) {}

  /**
   * Records a PENDING donation (amount entered in toman, stored in rial); a valid one counts against the
   * guest's address or the member's account first.
   */
  async create(viewer: Viewer | null, input: DonationInput, ipAddress: string): Promise<DonationReceipt> {
    const isGuest = viewer === null;
    const value = validated(donationSchemaFor(isGuest), {
      amount: input.amountToman ?? undefined,
      message: input.message,
      isAnonymous: input.isAnonymous ?? false,
      paymentMethod: input.paymentMethod ?? undefined,
      ...(isGuest ? { donorName: input.donorName, donorEmail: input.donorEmail } : {}),
    });
    const program = input.programId == null ? null : await this.programs.findPublicRow(input.programId);
    if (!program) throw notFound(PROGRAM_NOT_FOUND);
    if (program.status !== 'ACTIVE') throw new DomainError('CONFLICT', donationServiceMessages.programClosed);
    const method = await findUsableMethod(this.db, value.paymentMethod, 'PROGRAM');
    if (!method) throw invalid({ paymentMethod: donationServiceMessages.methodUnavailable });
    const { limit, windowSeconds, message } = viewer
      ? DONATION_RATE_LIMITS.member
      : DONATION_RATE_LIMITS.guest;
    const key = viewer ? `donation:user:${viewer.userId}` : `donation:ip:${ipAddress}`;
    await this.limiter.consume(key, windowSeconds, limit, message);
    const guest = 'donorName' in value ? value : null;
    const [row] = await this.db
      .insert(donations)
      .values({
        programId: program.id,
        userId: viewer?.userId ?? null,
        amount: tomanToRial(value.amount),
        donorName: guest?.donorName ?? null,
        donorEmail: guest?.donorEmail?.toLowerCase() ?? null,
        message: value.message ?? null,
        isAnonymous: value.isAnonymous,
        paymentMethod: method.code,
      })
      .returning()
      .catch((error: unknown) => {
        // The program was deleted between the check above and this insert (an admin's delete won the race).
        if (foreignKeyViolation(error) !== null) throw notFound(PROGRAM_NOT_FOUND);
        throw error;
      });
    const requiresGateway = method.provider === 'ZARINPAL';
    return {
      id: row.id,
      status: row.status,
      amount: row.amount,
      paymentMethod: toPublicMethod(method),
      requiresGateway,
      receiptLink: isGuest ? (this.guestReceiptPath?.(row.id) ?? null) : null,
      message: requiresGateway
        ? donationServiceMessages.createdOnline
        : donationServiceMessages.createdOffline,
    };
  }

  /** Completed donations of a public program, newest first. */
  async byProgram(args: ProgramDonationsArgs, lookup?: PublicProgramLookup): Promise<Page<Donation>> {
    await this.assertPublicProgram(args.programId, lookup);
    return this.newestPage(completedOf(args.programId), args, 'public');
  }

  /** The largest completed donations of a public program. */
  async top(programId: number, limit: number, lookup?: PublicProgramLookup): Promise<Donation[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > TOP_MAX) {
      throw invalid({ limit: donationServiceMessages.topLimit });
    }
    await this.assertPublicProgram(programId, lookup);
    const rows = await selectDonations(this.db)
      .where(completedOf(programId))
      .orderBy(desc(donations.amount), desc(donations.donationDate), desc(donations.id))
      .limit(limit);
    return rows.map((row) => toDonation(row, 'public'));
  }

  async stats(programId: number, lookup?: PublicProgramLookup): Promise<ProgramDonationStats> {
    await this.assertPublicProgram(programId, lookup);
    const [row] = await this.db
      .select({
        totalAmount: sum(donations.amount),
        totalDonations: count(),
        totalDonors: countDistinct(giverKey),
        largestDonation: max(donations.amount),
        lastDonationDate: max(donations.donationDate),
      })
      .from(donations)
      .where(completedOf(programId));
    const totalAmount = BigInt(row.totalAmount ?? 0);
    return {
      programId,
      totalAmount,
      totalDonations: row.totalDonations,
      totalDonors: row.totalDonors,
      averageDonation: roundedAverage(totalAmount, row.totalDonations),
      largestDonation: Number(row.largestDonation ?? 0),
      lastDonationDate: row.lastDonationDate ?? null,
    };
  }

  /** The viewer's own donations in any status, newest first; only one Jalali year's when asked. */
  async mine(viewer: Viewer, args: MyDonationsArgs): Promise<Page<Donation>> {
    const own = eq(donations.userId, viewer.userId);
    if (args.jalaliYear == null) return this.newestPage(own, args, 'private');
    if (!isJalaliYear(args.jalaliYear)) throw invalid({ jalaliYear: donationServiceMessages.yearInvalid });
    const { start, end } = jalaliYearRange(args.jalaliYear);
    const inYear = and(own, gte(donations.donationDate, start), lt(donations.donationDate, end));
    return this.newestPage(inYear, args, 'private');
  }

  /** The Jalali years (Tehran time) the viewer made donations in, newest first. */
  async myYears(viewer: Viewer): Promise<number[]> {
    // One row per Tehran calendar day with a donation; a member has few, and the years come from jalaali-js.
    const days = await this.db
      .selectDistinct({
        day: sql<string>`(${donations.donationDate} at time zone 'Asia/Tehran')::date::text`,
      })
      .from(donations)
      .where(eq(donations.userId, viewer.userId));
    const years = new Set(days.map(({ day }) => tehranJalaliYear(new Date(`${day}T12:00:00+03:30`))));
    return [...years].sort((a, b) => b - a);
  }

  /** One page of the donations matching `where`, newest first, with the total count. */
  private async newestPage(
    where: SQL | undefined,
    args: PageRequest,
    audience: Audience,
  ): Promise<Page<Donation>> {
    const { offset, limit } = pageWindow(args);
    const [rows, [{ total }]] = await Promise.all([
      selectDonations(this.db)
        .where(where)
        .orderBy(desc(donations.donationDate), desc(donations.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(donations).where(where),
    ]);
    return pageOf(
      rows.map((row) => toDonation(row, audience)),
      total,
      args,
    );
  }

  private async assertPublicProgram(
    programId: number,
    lookup: PublicProgramLookup = (id) => this.programs.findPublicRow(id),
  ): Promise<void> {
    if (!(await lookup(programId))) throw notFound(PROGRAM_NOT_FOUND);
  }
}
