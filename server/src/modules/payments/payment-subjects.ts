// What a gateway attempt pays for: a donation or a course enrolment (a `payments` row points at exactly one).
// The shared payment path (request, callback, verify, reconciliation) reads the subject from the row and
// hands the outcome to that subject's single completion path.
import type { PaymentUsageScope } from '@common/enums';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { donations, enrollments, payments } from '../../db/schema';
import type { GatewayProof } from './payment-rows';

export type PaymentSubject = 'DONATION' | 'ENROLLMENT';

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
  donationMethod: donations.paymentMethod,
  enrollmentMethod: enrollments.paymentMethod,
  succeeded: sql<boolean>`coalesce(${donations.status} = 'COMPLETED' or ${enrollments.status} = 'ACTIVE', false)`,
};

export const donationOfPayment = eq(donations.id, payments.donationId);
export const enrollmentOfPayment = eq(enrollments.id, payments.enrollmentId);

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
  donationMethod: string | null;
  enrollmentMethod: string | null;
};

/** A joined row as an Attempt; none when the row lacks its authority or subject. */
export function toAttempts(row: AttemptRow): Attempt[] {
  if (row.authority === null) return [];
  const base = { paymentId: row.paymentId, authority: row.authority, amount: row.amount };
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
