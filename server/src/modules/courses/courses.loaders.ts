import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chapters, lessons } from '../../db/schema';
import { groupedLoader } from '../../graphql/loader';

/** Per-request loaders of the course page: chapters of many courses, lessons of many chapters, in order. */
export function createCourseLoaders(db: Db) {
  return {
    chaptersByCourseId: groupedLoader(
      (courseIds: readonly number[]) =>
        db
          .select({
            id: chapters.id,
            courseId: chapters.courseId,
            title: chapters.title,
            description: chapters.description,
            durationMinutes: chapters.durationMinutes,
            isFree: chapters.isFree,
          })
          .from(chapters)
          .where(inArray(chapters.courseId, [...courseIds]))
          .orderBy(asc(chapters.chapterOrder), asc(chapters.id)),
      (row) => row.courseId,
    ),
    lessonsByChapterId: groupedLoader(
      (chapterIds: readonly number[]) =>
        db
          .select({
            id: lessons.id,
            chapterId: lessons.chapterId,
            courseId: chapters.courseId,
            title: lessons.title,
            durationMinutes: lessons.durationMinutes,
            isFree: lessons.isFree,
          })
          .from(lessons)
          .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
          .where(inArray(lessons.chapterId, [...chapterIds]))
          .orderBy(asc(lessons.lessonOrder), asc(lessons.id)),
      (row) => row.chapterId,
    ),
  };
}
