import { DASHBOARD_DONATIONS_LIMIT } from '@common/constants';
import type { DonationStatus } from '@common/enums';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  like,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { donations, donationTallies, users } from '../../db/schema';
import { DomainError, invalid, notFound } from '../../errors';
import { type BulkLog, type BulkResult, eachOf } from '../../graphql/bulk';
import { dayRangeConditions } from '../../graphql/day-range';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import type { Viewer } from '../../graphql/viewer';
import type { AuditService } from '../audit/audit.service';
import { containsPattern, searchWords } from '../courses/course-search';
import { startOfJalaliMonth } from '../users/donation-summary';
import type { DonationCompletion } from './donation-completion';
import { giverKey, roundedAverage, selectDonations, toDonation } from './donation-view';
import type { AdminDonationsArgs } from './donations.inputs';
import { adminDonationMessages } from './donations.messages';
import type { AdminDonationStats, Donation } from './donations.types';

const RECENT_MAX = 50;
const REFERENCE_MAX = 100;

/** An admin decides a donation: approves (COMPLETED) or rejects (FAILED); PENDING is no decision. */
function checkDecision(status: DonationStatus): void {
  if (status === 'PENDING') throw invalid({ status: adminDonationMessages.statusChoice });
}

/** Admin reads of donations and the admin's approve/reject (through the single completion path). */
export class DonationAdminService {
  constructor(
    private readonly db: Db,
    private readonly completion: DonationCompletion,
    private readonly audit: AuditService,
  ) {}

  /** The admin list's filters as one condition (the CSV export reads the same rows). */
  where(args: Pick<AdminDonationsArgs, 'status' | 'programId' | 'q' | 'from' | 'to'>): SQL | undefined {
    const conditions: SQL[] = [];
    if (args.status) conditions.push(eq(donations.status, args.status));
    if (args.programId != null) conditions.push(eq(donations.programId, args.programId));
    conditions.push(...dayRangeConditions(donations.donationDate, args));
    for (const word of searchWords(args.q)) {
      // Two index searches (the donation's own text, the member's names and phone) joined by id: an OR of
      // the two would read every donation.
      const pattern = containsPattern(word);
      const byDonation = this.db
        .select({ id: donations.id })
        .from(donations)
        .where(like(donations.searchText, pattern));
      const byMember = this.db
        .select({ id: donations.id })
        .from(donations)
        .innerJoin(users, eq(users.id, donations.userId))
        .where(like(users.searchText, pattern));
      conditions.push(inArray(donations.id, union(byDonation, byMember)));
    }
    return and(...conditions);
  }

  async list(args: AdminDonationsArgs): Promise<Page<Donation>> {
    const { offset, limit } = pageWindow(args);
    const where = this.where(args);
    const direction = args.sortDir === 'ASC' ? asc : desc;
    const column = args.sortBy === 'AMOUNT' ? donations.amount : donations.donationDate;
    const [rows, total] = await Promise.all([
      selectDonations(this.db)
        .where(where)
        .orderBy(direction(column), direction(donations.id))
        .limit(limit)
        .offset(offset),
      this.total(args, where),
    ]);
    return pageOf(
      rows.map((row) => toDonation(row, 'private')),
      total,
      args,
    );
  }

  /**
   * How many donations the filters select: read from the tallies the donations trigger keeps when only the
   * status and program filter (a handful of rows, however many donations), counted when words search or days
   * limit the dates (the date indexes serve that count).
   */
  private async total(args: AdminDonationsArgs, where: SQL | undefined): Promise<number> {
    if (searchWords(args.q).length > 0 || args.from?.trim() || args.to?.trim()) {
      const [row] = await this.db.select({ total: count() }).from(donations).where(where);
      return row.total;
    }
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${donationTallies.n}), 0)::int` })
      .from(donationTallies)
      .where(
        and(
          args.status ? eq(donationTallies.status, args.status) : undefined,
          args.programId != null ? eq(donationTallies.programId, args.programId) : undefined,
        ),
      );
    return row.total;
  }

  /** The newest donations in any status (the dashboard's list). */
  async recent(limit: number = DASHBOARD_DONATIONS_LIMIT): Promise<Donation[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > RECENT_MAX) {
      throw invalid({ limit: adminDonationMessages.recentLimit });
    }
    const rows = await selectDonations(this.db)
      .orderBy(desc(donations.donationDate), desc(donations.id))
      .limit(limit);
    return rows.map((row) => toDonation(row, 'private'));
  }

  async stats(): Promise<AdminDonationStats> {
    const completed = eq(donations.status, 'COMPLETED');
    const [[totals], [month], byStatus] = await Promise.all([
      this.db
        .select({
          amount: sum(donations.amount),
          n: count(),
          donors: countDistinct(giverKey),
        })
        .from(donations)
        .where(completed),
      this.db
        .select({ amount: sum(donations.amount) })
        .from(donations)
        .where(and(completed, gte(donations.completedAt, startOfJalaliMonth()))),
      this.db.select({ status: donations.status, n: count() }).from(donations).groupBy(donations.status),
    ]);
    const countOf = (status: DonationStatus) => byStatus.find((row) => row.status === status)?.n ?? 0;
    const total = BigInt(totals.amount ?? 0);
    return {
      totalDonations: total,
      activeDonors: totals.donors,
      monthlyDonations: BigInt(month?.amount ?? 0),
      averageDonation: roundedAverage(total, totals.n),
      completedCount: countOf('COMPLETED'),
      pendingCount: countOf('PENDING'),
      failedCount: countOf('FAILED'),
    };
  }

  /** Approve (COMPLETED) or reject (FAILED) a PENDING donation, audited with the change. */
  async setStatus(admin: Viewer, id: number, status: DonationStatus): Promise<Donation> {
    checkDecision(status);
    const audited = this.audited(admin);
    const changed =
      status === 'COMPLETED'
        ? await this.completion.complete(id, { kind: 'MANUAL', reference: null }, audited)
        : await this.completion.fail(id, undefined, audited);
    return this.afterChange(id, changed !== null);
  }

  /** The same decision for each selected donation, one by one through `setStatus`. */
  async setStatuses(
    admin: Viewer,
    ids: readonly number[],
    status: DonationStatus,
    log: BulkLog,
  ): Promise<BulkResult> {
    checkDecision(status);
    return eachOf(ids, (id) => this.setStatus(admin, id, status), log);
  }

  /** Completes a PENDING donation with a payment reference (e.g. a card-to-card receipt number). */
  async complete(admin: Viewer, id: number, paymentReference: string | null | undefined): Promise<Donation> {
    const reference = paymentReference?.trim() || null;
    if (reference && reference.length > REFERENCE_MAX) {
      throw invalid({ paymentReference: adminDonationMessages.referenceTooLong });
    }
    const changed = await this.completion.complete(id, { kind: 'MANUAL', reference }, this.audited(admin));
    return this.afterChange(id, changed !== null);
  }

  /** The audit entry of a decided donation: only PENDING is ever decided, so that is its before. */
  private audited(admin: Viewer) {
    return (tx: Db, donation: { id: number; status: DonationStatus; paymentReference: string | null }) =>
      this.audit.record(tx, admin, {
        action: 'status',
        objectType: 'donation',
        objectId: donation.id,
        before: { status: 'PENDING', paymentReference: null },
        after: { status: donation.status, paymentReference: donation.paymentReference },
      });
  }

  private async afterChange(id: number, changed: boolean): Promise<Donation> {
    const [row] = await selectDonations(this.db).where(eq(donations.id, id));
    if (!row) throw notFound(adminDonationMessages.notFound);
    if (!changed) throw new DomainError('CONFLICT', adminDonationMessages.alreadyDecided);
    return toDonation(row, 'private');
  }
}
