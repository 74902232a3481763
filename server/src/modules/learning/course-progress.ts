// One grouped statement answers a student's progress in many courses: the lessons each course has now, those
// the student marked done, and the first lesson not done in chapter/lesson order (where to resume).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, lessonCompletions, lessons } from '../../db/schema';
import type { CourseProgress } from './learning.types';

/** Whole percent, rounded down, so 100 means every lesson is done; 0 for a course with no lessons. */
export const percentOf = (done: number, total: number) =>
  total === 0 ? 0 : Math.floor((100 * Math.min(done, total)) / total);

/** The progress of a course with no lessons (no row comes back for it). */
export const emptyProgress = (courseId: number): CourseProgress => ({
  courseId,
  totalLessons: 0,
  completedLessons: 0,
  percent: 0,
  completedLessonIds: [],
  nextLessonId: null,
  nextLessonTitle: null,
});

/** `userId`'s progress in each of `courseIds` that has lessons (one row per course, in no order). */
export async function progressOf(
  db: Db,
  userId: number,
  courseIds: readonly number[],
): Promise<CourseProgress[]> {
  if (courseIds.length === 0) return [];
  const done = sql`${lessonCompletions.lessonId} is not null`;
  const order = sql`${chapters.chapterOrder}, ${chapters.id}, ${lessons.lessonOrder}, ${lessons.id}`;
  const rows = await db
    .select({
      courseId: chapters.courseId,
      totalLessons: sql<number>`count(${lessons.id})::int`,
      completedLessons: sql<number>`count(${lessonCompletions.lessonId})::int`,
      completedLessonIds: sql<
        number[]
      >`coalesce(array_agg(${lessons.id} order by ${order}) filter (where ${done}), '{}')`,
      nextLessonId: sql<
        number | null
      >`(array_agg(${lessons.id} order by ${order}) filter (where not ${done}))[1]`,
      nextLessonTitle: sql<
        string | null
      >`(array_agg(${lessons.title} order by ${order}) filter (where not ${done}))[1]`,
    })
    .from(chapters)
    .innerJoin(lessons, eq(lessons.chapterId, chapters.id))
    .leftJoin(
      lessonCompletions,
      and(eq(lessonCompletions.lessonId, lessons.id), eq(lessonCompletions.userId, userId)),
    )
    .where(inArray(chapters.courseId, [...courseIds]))
    .groupBy(chapters.courseId);
  return rows.map((row) => ({
    ...row,
    totalLessons: Number(row.totalLessons),
    completedLessons: Number(row.completedLessons),
    completedLessonIds: (row.completedLessonIds ?? []).map(Number),
    nextLessonId: row.nextLessonId == null ? null : Number(row.nextLessonId),
    percent: percentOf(Number(row.completedLessons), Number(row.totalLessons)),
  }));
}

/** `userId`'s progress in one course (the empty progress when it has no lessons). */
export async function progressIn(db: Db, userId: number, courseId: number): Promise<CourseProgress> {
  const [row] = await progressOf(db, userId, [courseId]);
  return row ?? emptyProgress(courseId);
}
