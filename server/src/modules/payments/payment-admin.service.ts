// Admin reads of gateway attempts: the list the admin screen shows, e.g. the attempts needing a refund.
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, enrollments, payments } from '../../db/schema';
import { type Page, pageOf, pageWindow } from '../../graphql/paging';
import { donationOfPayment, enrollmentOfPayment } from './payment-subjects';
import type { AdminPaymentsArgs, PaymentAttempt } from './payments.types';

export class PaymentAdminService {
  constructor(private readonly db: Db) {}

  /** Gateway attempts, newest first, optionally only those in one status. */
  async list(args: AdminPaymentsArgs): Promise<Page<PaymentAttempt>> {
    const { offset, limit } = pageWindow(args);
    const where = args.status ? eq(payments.status, args.status) : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select({
          id: payments.id,
          status: payments.status,
          amount: payments.amount,
          authority: payments.authority,
          refId: payments.refId,
          donationId: payments.donationId,
          programId: donations.programId,
          enrollmentId: payments.enrollmentId,
          courseId: enrollments.courseId,
          createdAt: payments.createdAt,
          updatedAt: payments.updatedAt,
          verifiedAt: payments.verifiedAt,
        })
        .from(payments)
        .leftJoin(donations, donationOfPayment)
        .leftJoin(enrollments, enrollmentOfPayment)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(payments).where(where),
    ]);
    return pageOf(rows, total, args);
  }
}
