// Marking lessons done: only a student with an ACTIVE enrolment in the lesson's course, each change in one
// transaction that locks the enrolment row first, so double clicks and racing tabs count a lesson once and the
// last completion issues the course's certificate exactly once (see CertificateIssuer).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, courses, enrollments, lessonCompletions, lessons } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import { toCourse } from '../courses/course-mapper';
import { COURSE_NOT_FOUND } from '../courses/courses.service';
import type { Course } from '../courses/courses.types';
import type { CertificateIssuer, IssueOutcome } from './certificate-issuer';
import { toCertificate } from './certificate-mapper';
import { progressIn } from './course-progress';
import { learningMessages as messages } from './learning.messages';
import type { CourseProgress, LessonCompletionResult } from './learning.types';

/** A database id is a positive 32-bit integer; anything else cannot name a row. */
const isRowId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

export class LessonProgressService {
  constructor(
    private readonly db: Db,
    private readonly issuer: CertificateIssuer,
  ) {}

  /** Marks the lesson done (`done`) or not; repeating either is harmless. */
  async setDone(
    viewer: Viewer,
    courseId: number,
    lessonId: number,
    done: boolean,
  ): Promise<LessonCompletionResult> {
    const outcome = await this.db.transaction(async (tx) => {
      await this.lessonOf(tx, courseId, lessonId);
      await this.lockActiveEnrollment(tx, viewer.userId, courseId);
      if (done) {
        await tx
          .insert(lessonCompletions)
          .values({ userId: viewer.userId, lessonId, courseId })
          .onConflictDoNothing();
        return this.issuer.issueIfComplete(tx, viewer.userId, courseId);
      }
      await tx
        .delete(lessonCompletions)
        .where(and(eq(lessonCompletions.userId, viewer.userId), eq(lessonCompletions.lessonId, lessonId)));
      return null;
    });
    const progress = await progressIn(this.db, viewer.userId, courseId);
    return this.answer(progress, outcome, done ? messages.markedDone : messages.unmarked);
  }

  /**
   * Issues the certificate of a course the student has completed when it was not issued at the last
   * completion (the profile had no name then, or lessons were removed later); answers an issued one as it is.
   */
  async claimCertificate(viewer: Viewer, courseId: number): Promise<LessonCompletionResult> {
    if (!isRowId(courseId)) throw notFound(COURSE_NOT_FOUND);
    const outcome = await this.db.transaction(async (tx) => {
      await this.lockActiveEnrollment(tx, viewer.userId, courseId);
      return this.issuer.issueIfComplete(tx, viewer.userId, courseId);
    });
    if (outcome.kind === 'NOT_PROVIDED') throw new DomainError('CONFLICT', messages.noCertificate);
    if (outcome.kind === 'INCOMPLETE') throw new DomainError('CONFLICT', messages.notComplete);
    if (outcome.kind === 'NAME_MISSING') throw new DomainError('CONFLICT', messages.nameMissing);
    const progress = await progressIn(this.db, viewer.userId, courseId);
    return this.answer(progress, outcome, messages.certificateIssued);
  }

  /** The viewer's progress in a course they are actively enrolled in; null otherwise. */
  async progress(viewer: Viewer, courseId: number): Promise<CourseProgress | null> {
    if (!isRowId(courseId)) return null;
    const [enrollment] = await this.db
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(and(eq(enrollments.userId, viewer.userId), eq(enrollments.courseId, courseId)));
    if (enrollment?.status !== 'ACTIVE') return null;
    return progressIn(this.db, viewer.userId, courseId);
  }

  /** The courses the viewer is actively enrolled in, most recently enrolled first. */
  async myCourses(viewer: Viewer): Promise<Course[]> {
    const rows = await this.db
      .select({ course: courses })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(eq(enrollments.userId, viewer.userId), eq(enrollments.status, 'ACTIVE')))
      .orderBy(desc(enrollments.createdAt), desc(enrollments.id));
    return rows.map((row) => toCourse(row.course));
  }

  private answer(
    progress: CourseProgress,
    outcome: IssueOutcome | null,
    fallback: string,
  ): LessonCompletionResult {
    const certificate =
      outcome && (outcome.kind === 'ISSUED' || outcome.kind === 'EXISTING') ? outcome.certificate : null;
    let message: string = fallback;
    if (outcome?.kind === 'ISSUED') message = messages.certificateIssued;
    else if (outcome?.kind === 'NAME_MISSING') message = messages.nameMissing;
    else if (progress.totalLessons > 0 && progress.percent === 100 && outcome?.kind === 'NOT_PROVIDED') {
      message = messages.courseCompleted;
    }
    return { message, progress, certificate: certificate ? toCertificate(certificate) : null };
  }

  /** 404 unless the lesson is one of this course's lessons. */
  private async lessonOf(tx: Db, courseId: number, lessonId: number): Promise<void> {
    if (!isRowId(courseId) || !isRowId(lessonId)) throw notFound(messages.lessonNotFound);
    const [lesson] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .where(and(eq(lessons.id, lessonId), eq(chapters.courseId, courseId)));
    if (!lesson) throw notFound(messages.lessonNotFound);
  }

  /** The viewer's ACTIVE enrolment in the course, locked until the transaction ends; a refusal otherwise. */
  private async lockActiveEnrollment(tx: Db, userId: number, courseId: number): Promise<void> {
    const [enrollment] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.userId, userId),
          eq(enrollments.courseId, courseId),
          eq(enrollments.status, 'ACTIVE'),
        ),
      )
      .for('update');
    if (!enrollment) throw new DomainError('CONFLICT', messages.notEnrolled);
  }
}
