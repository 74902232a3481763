// What a gateway attempt pays for: a donation or a course enrolment (a `payments` row points at exactly one).
// The shared payment path (request, callback, verify, reconciliation) reads the subject from the row and
// hands the outcome to that subject's single completion path.
import type { PaymentStatus, PaymentUsageScope } from '@common/enums';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, donations, enrollments, payments } from '../../db/schema';
import type { GatewayProof } from './payment-rows';

export type PaymentSubject = 'DONATION' | 'ENROLLMENT';

/** The subject of a new attempt, as the `payments` row names it. */
export type SubjectRef = { donationId: number } | { enrollmentId: number };

/** One gateway attempt with what verifying and settling it needs. */
export interface Attempt {
  paymentId: number;
  subject: PaymentSubject;
  /** The donation's or the enrolment's id. */
  subjectId: number;
  /** The program (donation) or the course (enrolment) whose page the payer returns to. */
  pageId: number;
  authority: string;
  /** Rial, copied from the donation or the course price when the attempt started. */
  amount: number;
  methodCode: string;
  /** The attempt's own status when it was read. */
  status: PaymentStatus;
  /** The donation is COMPLETED or the enrolment ACTIVE (by this attempt or any other way). */
  subjectPaid: boolean;
  /** The enrolment still waits but its course has no place left: verifying would take money for nothing. */
  subjectFull: boolean;
}

/** The single completion path of one kind of subject (DonationCompletion, EnrollmentCompletion). */
export interface SettlementPath {
  complete(subjectId: number, proof: GatewayProof): Promise<unknown>;
  fail(subjectId: number, paymentId: number): Promise<unknown>;
}

export type SettlementPaths = Record<PaymentSubject, SettlementPath>;

interface SubjectRules {
  /** The payment-method scope the subject's method belongs to. */
  usage: PaymentUsageScope;
  /** Where the browser goes after the callback. */
  returnPath(pageId: number, success: boolean): string;
}

export const SUBJECT_RULES: Record<PaymentSubject, SubjectRules> = {
  DONATION: {
    usage: 'PROGRAM',
    returnPath: (id, success) => `/programs/${id}?donation=${success ? 'success' : 'failure'}`,
  },
  ENROLLMENT: {
    usage: 'COURSE',
    returnPath: (id, success) => `/courses/${id}?enrollment=${success ? 'success' : 'failure'}`,
  },
};

/** Select columns of an attempt; use with `attemptSource` joins. */
export const attemptColumns = {
  paymentId: payments.id,
  donationId: payments.donationId,
  enrollmentId: payments.enrollmentId,
  programId: donations.programId,
  courseId: enrollments.courseId,
  authority: payments.authority,
  amount: payments.amount,
  status: payments.status,
  donationMethod: donations.paymentMethod,
  enrollmentMethod: enrollments.paymentMethod,
  succeeded: sql<boolean>`coalesce(${donations.status} = 'COMPLETED' or ${enrollments.status} = 'ACTIVE', false)`,
  full: sql<boolean>`coalesce(${enrollments.status} <> 'ACTIVE' and ${courses.enrolledStudents} >= ${courses.maxStudents}, false)`,
};

export const donationOfPayment = eq(donations.id, payments.donationId);
export const enrollmentOfPayment = eq(enrollments.id, payments.enrollmentId);
export const courseOfEnrollment = eq(courses.id, enrollments.courseId);

/** The subject still waits for its money. */
export const subjectPending: SQL | undefined = or(
  eq(donations.status, 'PENDING'),
  eq(enrollments.status, 'PENDING'),
);

type AttemptRow = {
  paymentId: number;
  donationId: number | null;
  enrollmentId: number | null;
  programId: number | null;
  courseId: number | null;
  authority: string | null;
  amount: number;
  status: PaymentStatus;
  donationMethod: string | null;
  enrollmentMethod: string | null;
  succeeded: boolean;
  full: boolean;
};

/** A joined row as an Attempt; none when the row lacks its authority or subject. */
export function toAttempts(row: AttemptRow): Attempt[] {
  if (row.authority === null) return [];
  const base = {
    paymentId: row.paymentId,
    authority: row.authority,
    amount: row.amount,
    status: row.status,
    subjectPaid: row.succeeded === true,
    subjectFull: row.full === true,
  };
  if (row.donationId !== null && row.programId !== null) {
    return [
      {
        ...base,
        subject: 'DONATION',
        subjectId: row.donationId,
        pageId: row.programId,
        methodCode: row.donationMethod ?? '',
      },
    ];
  }
  if (row.enrollmentId !== null && row.courseId !== null) {
    return [
      {
        ...base,
        subject: 'ENROLLMENT',
        subjectId: row.enrollmentId,
        pageId: row.courseId,
        methodCode: row.enrollmentMethod ?? '',
      },
    ];
  }
  return [];
}

/**
 * In the caller's transaction: locks the subject's row (so attempts for one subject start one at a time) and
 * answers whether it still waits for its money (a PENDING donation or enrolment).
 */
export async function lockPendingSubject(tx: Db, subject: SubjectRef): Promise<boolean> {
  const [row] =
    'donationId' in subject
      ? await tx
          .select({ status: donations.status })
          .from(donations)
          .where(eq(donations.id, subject.donationId))
          .for('update')
      : await tx
          .select({ status: enrollments.status })
          .from(enrollments)
          .where(eq(enrollments.id, subject.enrollmentId))
          .for('update');
  return row?.status === 'PENDING';
}

/** In the caller's transaction: the subject's attempts that could still be verified become CANCELLED. */
export async function cancelOpenAttempts(tx: Db, subject: SubjectRef): Promise<void> {
  const ofSubject =
    'donationId' in subject
      ? eq(payments.donationId, subject.donationId)
      : eq(payments.enrollmentId, subject.enrollmentId);
  await tx
    .update(payments)
    .set({ status: 'CANCELLED' })
    .where(and(ofSubject, inArray(payments.status, ['PENDING', 'FAILED'])));
}
