import type { CourseOutput } from '@common/validation/course';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, courses, lessons } from '../../db/schema';
import { invalid } from '../../errors';
import {
  type PlannedChapter,
  type PlannedLesson,
  planSyllabus,
  type StoredSyllabus,
} from './course-syllabus-diff';
import type { CourseValues } from './course-writer';
import { insertCourses, updateCourse } from './course-writer';

type CourseRow = typeof courses.$inferSelect;

/** The stored chapter and lesson ids of a course. */
export async function storedSyllabus(tx: Db, courseId: number): Promise<StoredSyllabus> {
  const [chapterRows, lessonRows] = await Promise.all([
    tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId)),
    tx
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .where(eq(chapters.courseId, courseId)),
  ]);
  return { chapterIds: chapterRows.map((r) => r.id), lessonIds: lessonRows.map((r) => r.id) };
}

const chapterColumns = (courseId: number, chapter: PlannedChapter) => ({
  courseId,
  title: chapter.values.title,
  description: chapter.values.description ?? null,
  chapterOrder: chapter.chapterOrder,
  durationMinutes: chapter.values.durationMinutes,
  isFree: chapter.values.isFree,
  videoUrl: chapter.values.videoUrl ?? null,
  videoKey: chapter.values.videoMinioKey ?? null,
});

const lessonColumns = (chapterId: number, lesson: PlannedLesson) => ({
  chapterId,
  title: lesson.values.title,
  description: lesson.values.description ?? null,
  contentType: lesson.values.contentType as typeof lessons.$inferInsert.contentType,
  durationMinutes: lesson.values.durationMinutes,
  videoUrl: lesson.values.videoUrl ?? null,
  videoKey: lesson.values.videoMinioKey ?? null,
  contentText: lesson.values.contentText ?? null,
  resourcesUrls: lesson.values.resourcesUrls ?? null,
  isFree: lesson.values.isFree,
  isDownloadable: lesson.values.isDownloadable,
  notes: lesson.values.notes ?? null,
  lessonOrder: lesson.lessonOrder,
});

/**
 * Writes a course and its whole syllabus in the caller's transaction: the course row (with its search text),
 * then chapters and lessons by diff against what is stored. Rows are updated or created first and removed
 * last, so a lesson that moves out of a removed chapter survives. Answers the course's id.
 */
export async function saveCourse(
  tx: Db,
  existing: CourseRow | null,
  values: CourseValues,
  form: CourseOutput,
): Promise<number> {
  const stored = existing ? await storedSyllabus(tx, existing.id) : { chapterIds: [], lessonIds: [] };
  const planned = planSyllabus(stored, form.chapters);
  if (!planned.ok) throw invalid(planned.errors);
  const { plan } = planned;

  let courseId: number;
  if (existing) {
    courseId = existing.id;
    await updateCourse(tx, courseId, values);
  } else {
    [courseId] = await insertCourses(tx, [values]);
  }

  for (const chapter of plan.chapters) {
    const columns = chapterColumns(courseId, chapter);
    let chapterId: number;
    if (chapter.id !== null) {
      chapterId = chapter.id;
      await tx.update(chapters).set(columns).where(eq(chapters.id, chapterId));
    } else {
      [{ id: chapterId }] = await tx.insert(chapters).values(columns).returning({ id: chapters.id });
    }
    const fresh = chapter.lessons.filter((lesson) => lesson.id === null);
    for (const lesson of chapter.lessons) {
      if (lesson.id === null) continue;
      await tx.update(lessons).set(lessonColumns(chapterId, lesson)).where(eq(lessons.id, lesson.id));
    }
    if (fresh.length > 0)
      await tx.insert(lessons).values(fresh.map((lesson) => lessonColumns(chapterId, lesson)));
  }
  if (plan.removedLessonIds.length > 0)
    await tx.delete(lessons).where(inArray(lessons.id, plan.removedLessonIds));
  if (plan.removedChapterIds.length > 0)
    await tx.delete(chapters).where(inArray(chapters.id, plan.removedChapterIds));
  return courseId;
}
