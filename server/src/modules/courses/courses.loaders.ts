import { asc, count, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, lessons } from '../../db/schema';
import { groupedLoader, keyedLoader } from '../../graphql/loader';
import { toChapter, toLesson } from './course-mapper';

const { createdAt: _c, updatedAt: _u, lessonOrder: _o, ...lessonColumns } = getTableColumns(lessons);

/** Per-request loaders of the course page: chapters of many courses, lessons of many chapters, in order. */
export function createCourseLoaders(db: Db) {
  return {
    chaptersByCourseId: groupedLoader(
      async (courseIds: readonly number[]) =>
        (
          await db
            .select({
              id: chapters.id,
              courseId: chapters.courseId,
              title: chapters.title,
              description: chapters.description,
              durationMinutes: chapters.durationMinutes,
              isFree: chapters.isFree,
              videoUrl: chapters.videoUrl,
              videoKey: chapters.videoKey,
            })
            .from(chapters)
            .where(inArray(chapters.courseId, [...courseIds]))
            .orderBy(asc(chapters.chapterOrder), asc(chapters.id))
        ).map(toChapter),
      (row) => row.courseId,
    ),
    lessonsByChapterId: groupedLoader(
      async (chapterIds: readonly number[]) =>
        (
          await db
            .select({ ...lessonColumns, courseId: chapters.courseId })
            .from(lessons)
            .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
            .where(inArray(lessons.chapterId, [...chapterIds]))
            .orderBy(asc(lessons.lessonOrder), asc(lessons.id))
        ).map(toLesson),
      (row) => row.chapterId,
    ),
    lessonCountByCourseId: keyedLoader(
      (courseIds: readonly number[]) =>
        db
          .select({ courseId: chapters.courseId, total: count(lessons.id) })
          .from(chapters)
          .innerJoin(lessons, eq(lessons.chapterId, chapters.id))
          .where(inArray(chapters.courseId, [...courseIds]))
          .groupBy(chapters.courseId),
      (row) => row.courseId,
    ),
  };
}

declare module '../../graphql/loaders' {
  interface Loaders extends ReturnType<typeof createCourseLoaders> {}
}
