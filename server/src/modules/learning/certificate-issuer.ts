// Issues a course certificate in the caller's transaction, exactly once per student and course: the caller
// holds the student's enrolment row locked, so two completions racing for the last lesson are serialised and
// the second sees the first one's certificate; the unique (user, course) index is the last guard.
import { NotificationType } from '@common/enums';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, courses, users } from '../../db/schema';
import type { NotificationService } from '../notifications/notifications.service';
import { newVerificationCode } from '../verification-code';
import type { CertificateRow } from './certificate-mapper';
import { progressIn } from './course-progress';
import { certificateNotification } from './learning.messages';

export type IssueOutcome =
  | { kind: 'ISSUED' | 'EXISTING'; certificate: CertificateRow }
  | { kind: 'NOT_PROVIDED' | 'INCOMPLETE' | 'NAME_MISSING' };

/** The name printed on a certificate: the profile's first and last name, spaces tidied; '' when none. */
export const printedName = (firstName: string, lastName: string) =>
  `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim();

export class CertificateIssuer {
  constructor(private readonly notifications: NotificationService) {}

  /** In `tx`: the certificate when the student has done every lesson of a course that provides one. */
  async issueIfComplete(tx: Db, userId: number, courseId: number): Promise<IssueOutcome> {
    const [existing] = await tx
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
    if (existing) return { kind: 'EXISTING', certificate: existing };
    const [course] = await tx
      .select({ title: courses.title, certificateProvided: courses.certificateProvided })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course?.certificateProvided) return { kind: 'NOT_PROVIDED' };
    const progress = await progressIn(tx, userId, courseId);
    if (progress.totalLessons === 0 || progress.completedLessons < progress.totalLessons) {
      return { kind: 'INCOMPLETE' };
    }
    const [student] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    const studentName = student ? printedName(student.firstName, student.lastName) : '';
    if (!studentName) return { kind: 'NAME_MISSING' };
    const [certificate] = await tx
      .insert(certificates)
      .values({
        userId,
        courseId,
        studentName,
        courseTitle: course.title,
        verificationCode: newVerificationCode(),
      })
      .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
      .returning();
    if (!certificate) {
      const [raced] = await tx
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
      return { kind: 'EXISTING', certificate: raced };
    }
    await this.notifications.notify(
      userId,
      {
        type: NotificationType.COURSE,
        title: certificateNotification.title,
        message: certificateNotification.body(course.title),
        actionUrl: `/courses/${courseId}`,
      },
      tx,
    );
    return { kind: 'ISSUED', certificate };
  }
}
