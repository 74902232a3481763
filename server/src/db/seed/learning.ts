// The demo student's learning: enrolled in the first free course the way a free enrolment really starts
// (EnrollmentCompletion.startFree: the course counts one more student, the member is notified), with the first
// lessons in chapter/lesson order marked done on earlier days, so the profile shows progress part-way through
// (never every lesson, so no certificate is issued by the seed).
import { DAY_MS } from '@common/date';
import { asc, eq } from 'drizzle-orm';
import { EnrollmentCompletion } from '../../modules/enrollments/enrollment-completion';
import { NotificationService } from '../../modules/notifications/notifications.service';
import type { Db } from '../client';
import { chapters, lessonCompletions, lessons } from '../schema';

/** How many lessons of the course the demo student has done. */
export const DEMO_LESSONS_DONE = 4;

export async function enrolDemoStudent(
  db: Db,
  courseId: number,
  studentId: number,
  now: Date,
): Promise<void> {
  await new EnrollmentCompletion(db, new NotificationService(db)).startFree(courseId, studentId);
  const inOrder = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.chapterOrder), asc(chapters.id), asc(lessons.lessonOrder), asc(lessons.id));
  const done = inOrder.slice(0, Math.min(DEMO_LESSONS_DONE, inOrder.length - 1));
  if (done.length === 0) return;
  await db.insert(lessonCompletions).values(
    done.map((lesson, i) => ({
      userId: studentId,
      lessonId: lesson.id,
      courseId,
      completedAt: new Date(now.getTime() - (done.length - i) * 2 * DAY_MS),
    })),
  );
}
