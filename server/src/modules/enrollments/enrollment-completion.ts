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
import { courseFullMessage, enrollmentMessages } from './enrollments.messages';

export type EnrollmentRow = typeof enrollments.$inferSelect;

/** What lets an enrolment become ACTIVE. */
export type ActivationProof =
  /** A verified gateway payment: the money was taken, so even a CANCELLED enrolment becomes ACTIVE (place allowing). */
  | GatewayProof
  /** An admin approved an offline payment (card to card, bank transfer) of the course's current price. */
  | { kind: 'MANUAL' }
  /** The course costs nothing (now): a PENDING or CANCELLED enrolment of a course made free counts too. */
  | { kind: 'FREE' };

/** Runs inside a change's transaction once the enrolment has changed (the admin's audit entry). */
type OnChanged = (tx: Db, enrollment: EnrollmentRow) => Promise<void>;

const placeLeft = or(isNull(courses.maxStudents), lt(courses.enrolledStudents, courses.maxStudents));

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
      await this.recordActivation(tx, row);
      return row;
    });
  }

  /** PENDING (or, with gateway proof or a free course, CANCELLED) → ACTIVE; answers the enrolment when this call changed it. */
  complete(
    enrollmentId: number,
    proof: ActivationProof,
    onChanged?: OnChanged,
  ): Promise<EnrollmentRow | null> {
    return this.db.transaction(async (tx) => {
      const from = proof.kind === 'MANUAL' ? (['PENDING'] as const) : (['PENDING', 'CANCELLED'] as const);
      const amountPaid =
        proof.kind === 'GATEWAY'
          ? sql`(select ${payments.amount} from ${payments} where ${payments.id} = ${proof.paymentId})`
          : proof.kind === 'MANUAL'
            ? sql`(select ${courses.price} from ${courses} where ${courses.id} = ${enrollments.courseId})`
            : sql`0`;
      if (proof.kind === 'GATEWAY' && !(await this.placeLeftFor(tx, enrollmentId))) {
        // Money verified for a course that lost its last place meanwhile: recorded for a refund, never over-filled.
        await markAttemptPaid(tx, proof, false);
        return null;
      }
      const [row] = await tx
        .update(enrollments)
        .set({ status: 'ACTIVE', amountPaid })
        .where(and(eq(enrollments.id, enrollmentId), inArray(enrollments.status, [...from])))
        .returning();
      if (proof.kind === 'GATEWAY') await markAttemptPaid(tx, proof, row !== undefined);
      if (!row) return null;
      await this.recordActivation(tx, row);
      await onChanged?.(tx, row);
      return row;
    });
  }

  /** PENDING → CANCELLED (the gateway attempt too, when given); answers the enrolment when this call changed it. */
  fail(enrollmentId: number, paymentId?: number, onChanged?: OnChanged): Promise<EnrollmentRow | null> {
    return this.db.transaction(async (tx) => {
      if (paymentId !== undefined) await markAttemptFailed(tx, paymentId);
      const [row] = await tx
        .update(enrollments)
        .set({ status: 'CANCELLED' })
        .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.status, 'PENDING')))
        .returning();
      if (row) await onChanged?.(tx, row);
      return row ?? null;
    });
  }

  /**
   * In the caller's transaction, with the course's row locked until it ends (so the answer holds for the
   * activation that follows): whether the enrolment's course still has a place, or it already counts.
   */
  private async placeLeftFor(tx: Db, enrollmentId: number): Promise<boolean> {
    const [row] = await tx
      .select({
        active: sql<boolean>`${enrollments.status} = 'ACTIVE'`,
        placeLeft: sql<boolean>`${placeLeft}`,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.id, enrollmentId))
      .for('update', { of: courses });
    return row === undefined || row.active || row.placeLeft;
  }

  /**
   * One more student on the course, and the member's COURSE notification, in the caller's transaction.
   * The student is counted only while a place is left, in the same conditional UPDATE (PostgreSQL re-checks
   * the condition on the row a racing transaction just committed), and otherwise the Persian 'capacity full'
   * CONFLICT rolls the caller's transaction back.
   */
  private async recordActivation(tx: Db, enrollment: EnrollmentRow): Promise<void> {
    const [course] = await tx
      .update(courses)
      .set({ enrolledStudents: sql`${courses.enrolledStudents} + 1` })
      .where(and(eq(courses.id, enrollment.courseId), placeLeft))
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
