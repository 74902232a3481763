// The single way an enrolment becomes ACTIVE (free start, verified gateway payment, admin approval) or
// CANCELLED. Each change is one conditional UPDATE (or INSERT … ON CONFLICT DO NOTHING) in a transaction, and
// only a row that really changed adds one to the course's `enrolled_students` and notifies the member, so
// replayed callbacks, double clicks and racing requests count an enrolment once.
import { NotificationType } from '@common/enums';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, enrollments, payments } from '../../db/schema';
import { DomainError } from '../../errors';
import type { NotificationService } from '../notifications/notifications.service';
import { type GatewayProof, markAttemptFailed, markAttemptPaid } from '../payments/payment-rows';

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** What lets an enrolment become ACTIVE. */
export type ActivationProof =
  /** A verified gateway payment: the money was taken, so even a CANCELLED enrolment becomes ACTIVE. */
  | GatewayProof
  /** An admin approved an offline payment (card to card, bank transfer) of the course's current price. */
  | { kind: 'MANUAL' }
  /** The course costs nothing (now): a PENDING or CANCELLED enrolment of a course made free counts too. */
  | { kind: 'FREE' };

/** The answer when a course has no place left (before enrolling, and when a racing enrolment took the last one). */
export const courseFullMessage = 'ظرفیت این دوره تکمیل شده است';

export const enrollmentMessages = {
  activatedTitle: 'ثبت‌نام در دوره',
  activatedBody: (courseTitle: string) => `ثبت‌نام شما در دوره «${courseTitle}» انجام شد.`,
} as const;

export class EnrollmentCompletion {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
  ) {}

  /** A new ACTIVE enrolment in a free course; null when the member already had one (any status). */
  startFree(courseId: number, userId: number): Promise<EnrollmentRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(enrollments)
        .values({ courseId, userId, status: 'ACTIVE', amountPaid: 0 })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await this.recordActivation(tx, row, 'WITHIN_CAPACITY');
      return row;
    });
  }

  /** PENDING (or, with gateway proof or a free course, CANCELLED) → ACTIVE; answers the enrolment when this call changed it. */
  complete(enrollmentId: number, proof: ActivationProof): Promise<EnrollmentRow | null> {
    return this.db.transaction(async (tx) => {
      const from = proof.kind === 'MANUAL' ? (['PENDING'] as const) : (['PENDING', 'CANCELLED'] as const);
      const amountPaid =
        proof.kind === 'GATEWAY'
          ? sql`(select ${payments.amount} from ${payments} where ${payments.id} = ${proof.paymentId})`
          : proof.kind === 'MANUAL'
            ? sql`(select ${courses.price} from ${courses} where ${courses.id} = ${enrollments.courseId})`
            : sql`0`;
      const [row] = await tx
        .update(enrollments)
        .set({ status: 'ACTIVE', amountPaid })
        .where(and(eq(enrollments.id, enrollmentId), inArray(enrollments.status, [...from])))
        .returning();
      if (proof.kind === 'GATEWAY') await markAttemptPaid(tx, proof, row !== undefined);
      if (!row) return null;
      // Verified money is never turned away: a gateway payment activates even a course filled meanwhile.
      await this.recordActivation(tx, row, proof.kind === 'GATEWAY' ? 'EVEN_IF_FULL' : 'WITHIN_CAPACITY');
      return row;
    });
  }

  /** PENDING → CANCELLED (the gateway attempt too, when given); answers the enrolment when this call changed it. */
  fail(enrollmentId: number, paymentId?: number): Promise<EnrollmentRow | null> {
    return this.db.transaction(async (tx) => {
      if (paymentId !== undefined) await markAttemptFailed(tx, paymentId);
      const [row] = await tx
        .update(enrollments)
        .set({ status: 'CANCELLED' })
        .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.status, 'PENDING')))
        .returning();
      return row ?? null;
    });
  }

  /**
   * One more student on the course, and the member's COURSE notification, in the caller's transaction.
   * WITHIN_CAPACITY counts the student only while a place is left, in the same conditional UPDATE (PostgreSQL
   * re-checks the condition on the row a racing transaction just committed), and otherwise throws the Persian
   * 'capacity full' CONFLICT, which rolls the caller's transaction back.
   */
  private async recordActivation(
    tx: Db,
    enrollment: EnrollmentRow,
    capacity: 'WITHIN_CAPACITY' | 'EVEN_IF_FULL',
  ): Promise<void> {
    const placeLeft = or(isNull(courses.maxStudents), lt(courses.enrolledStudents, courses.maxStudents));
    const [course] = await tx
      .update(courses)
      .set({ enrolledStudents: sql`${courses.enrolledStudents} + 1` })
      .where(
        capacity === 'WITHIN_CAPACITY'
          ? and(eq(courses.id, enrollment.courseId), placeLeft)
          : eq(courses.id, enrollment.courseId),
      )
      .returning({ title: courses.title });
    if (!course) throw new DomainError('CONFLICT', courseFullMessage);
    await this.notifications.notify(
      enrollment.userId,
      {
        type: NotificationType.COURSE,
        title: enrollmentMessages.activatedTitle,
        message: enrollmentMessages.activatedBody(course.title),
        actionUrl: `/courses/${enrollment.courseId}`,
      },
      tx,
    );
  }
}
