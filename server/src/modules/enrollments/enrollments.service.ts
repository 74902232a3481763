// Enrolling the signed-in member in a published course: a free course at once, a paid one through the shared
// payment path (online gateway, or an offline method that waits for an admin). Only EnrollmentCompletion
// turns an enrolment ACTIVE.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, enrollments, users } from '../../db/schema';
import { DomainError, invalid, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import { COURSE_NOT_FOUND } from '../courses/courses.service';
import {
  findUsableMethod,
  type PaymentMethodRow,
  toPublicMethod,
} from '../payment-methods/payment-method-lookup';
import type { PaymentService } from '../payments/payments.service';
import { type EnrollmentCompletion, type EnrollmentRow } from './enrollment-completion';
import { enrollmentServiceMessages } from './enrollments.messages';
import type { CourseEnrollment, EnrollmentResult } from './enrollments.types';

type CourseRow = Pick<
  typeof courses.$inferSelect,
  'id' | 'title' | 'price' | 'maxStudents' | 'enrolledStudents'
>;

export const toCourseEnrollment = (row: EnrollmentRow): CourseEnrollment => row;

export class EnrollmentService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly completion: EnrollmentCompletion,
  ) {}

  /**
   * Enrols the viewer: a free course becomes ACTIVE now; a paid one is PENDING until its payment completes
   * (online: answers the gateway's address; offline: the method's details). An existing ACTIVE enrolment is
   * answered as it is.
   */
  async enroll(
    viewer: Viewer,
    courseId: number,
    methodCode: string | null,
    /** The request's Origin header: the gateway brings the payer back there when it is allowed. */
    origin?: string | null,
  ): Promise<EnrollmentResult> {
    const course = await this.publishedCourse(courseId);
    const existing = await this.find(course.id, viewer.userId);
    if (existing?.status === 'ACTIVE') return this.alreadyEnrolled(existing);
    if (existing === null && course.maxStudents !== null && course.enrolledStudents >= course.maxStudents) {
      throw new DomainError('CONFLICT', enrollmentServiceMessages.full);
    }
    if (course.price === 0) return this.enrollFree(course, viewer.userId, existing);
    return this.buy(course, viewer.userId, methodCode, origin);
  }

  /** The viewer's enrolment in a published course, or null (404 for a draft or missing course). */
  async mine(viewer: Viewer, courseId: number): Promise<CourseEnrollment | null> {
    const course = await this.publishedCourse(courseId);
    return this.find(course.id, viewer.userId);
  }

  private async enrollFree(
    course: CourseRow,
    userId: number,
    existing: EnrollmentRow | null,
  ): Promise<EnrollmentResult> {
    let changed = existing ? null : await this.completion.startFree(course.id, userId);
    if (!changed) {
      // Already there (a racing request, or a PENDING enrolment from when the course had a price).
      const current = existing ?? (await this.find(course.id, userId));
      if (current && current.status !== 'ACTIVE') {
        changed = await this.completion.complete(current.id, { kind: 'FREE' });
      }
    }
    const enrollment = changed ?? (await this.find(course.id, userId));
    if (!enrollment) throw new Error(`enrolment of user ${userId} in course ${course.id} vanished`);
    return changed
      ? this.answer(enrollment, enrollmentServiceMessages.enrolled)
      : this.alreadyEnrolled(enrollment);
  }

  private async buy(
    course: CourseRow,
    userId: number,
    methodCode: string | null,
    origin?: string | null,
  ): Promise<EnrollmentResult> {
    const code = methodCode?.trim();
    if (!code) throw invalid({ paymentMethod: enrollmentServiceMessages.chooseMethod });
    const method = await findUsableMethod(this.db, code, 'COURSE');
    if (!method) throw invalid({ paymentMethod: enrollmentServiceMessages.methodUnavailable });
    const enrollment = await this.pending(course.id, userId, method.code);
    if (enrollment.status === 'ACTIVE') return this.alreadyEnrolled(enrollment);
    if (method.provider !== 'ZARINPAL') {
      return this.answer(enrollment, enrollmentServiceMessages.awaitingApproval, method);
    }
    const { gatewayUrl } = await this.payments.startAttempt({
      subject: { enrollmentId: enrollment.id },
      method,
      amount: course.price,
      description: enrollmentServiceMessages.paymentDescription(course.title, enrollment.id),
      ...(await this.contactOf(userId)),
      orderId: `enrollment-${enrollment.id}`,
      origin,
    });
    return this.answer(enrollment, enrollmentServiceMessages.toGateway, method, gatewayUrl);
  }

  /** A PENDING enrolment with this method: a new one, or the member's PENDING/CANCELLED one again. */
  private async pending(courseId: number, userId: number, methodCode: string): Promise<EnrollmentRow> {
    const [inserted] = await this.db
      .insert(enrollments)
      .values({ courseId, userId, status: 'PENDING', paymentMethod: methodCode })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [retried] = await this.db
      .update(enrollments)
      .set({ status: 'PENDING', paymentMethod: methodCode })
      .where(
        and(
          eq(enrollments.courseId, courseId),
          eq(enrollments.userId, userId),
          inArray(enrollments.status, ['PENDING', 'CANCELLED']),
        ),
      )
      .returning();
    const current = retried ?? (await this.find(courseId, userId));
    if (!current) throw new Error(`enrolment of user ${userId} in course ${courseId} vanished`);
    return current;
  }

  private answer(
    enrollment: EnrollmentRow,
    message: string,
    method?: PaymentMethodRow,
    gatewayUrl: string | null = null,
  ): EnrollmentResult {
    return {
      enrollment: toCourseEnrollment(enrollment),
      requiresGateway: gatewayUrl !== null,
      gatewayUrl,
      message,
      paymentMethod: method ? toPublicMethod(method) : null,
    };
  }

  private alreadyEnrolled(enrollment: EnrollmentRow): EnrollmentResult {
    return this.answer(enrollment, enrollmentServiceMessages.alreadyEnrolled);
  }

  private async publishedCourse(courseId: number): Promise<CourseRow> {
    const [course] = await this.db
      .select({
        id: courses.id,
        title: courses.title,
        price: courses.price,
        maxStudents: courses.maxStudents,
        enrolledStudents: courses.enrolledStudents,
      })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.status, 'PUBLISHED')));
    if (!course) throw notFound(COURSE_NOT_FOUND);
    return course;
  }

  private async find(courseId: number, userId: number): Promise<EnrollmentRow | null> {
    const [row] = await this.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.userId, userId)));
    return row ?? null;
  }

  private async contactOf(userId: number): Promise<{ mobile: string | null; email: string | null }> {
    const [user] = await this.db
      .select({ mobile: users.phoneNumber, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return { mobile: user?.mobile ?? null, email: user?.email ?? null };
  }
}
