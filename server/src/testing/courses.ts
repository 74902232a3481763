import type { Db } from '../db/client';
import { chapters, lessons } from '../db/schema';
import { type CourseValues, insertCourses as writeCourses } from '../modules/courses/course-writer';

/** Inserts courses for a test through the course writer (which derives their search text). */
export async function insertCourses(db: Db, rows: CourseValues[]) {
  const ids = await writeCourses(db, rows);
  return ids.map((id, i) => ({ id, title: rows[i].title }));
}

/** Two chapters (inserted out of order) with lessons (also out of order) for `courseId`. */
export async function insertSyllabus(db: Db, courseId: number) {
  const [second, first] = await db
    .insert(chapters)
    .values([
      { courseId, title: 'فصل دوم', chapterOrder: 2, durationMinutes: 40 },
      { courseId, title: 'فصل اول', chapterOrder: 1, durationMinutes: 30, description: 'آشنایی' },
    ])
    .returning({ id: chapters.id });
  await db.insert(lessons).values([
    { chapterId: first.id, title: 'درس دوم', lessonOrder: 2, durationMinutes: 15 },
    { chapterId: first.id, title: 'درس اول', lessonOrder: 1, durationMinutes: 15, isFree: true },
    { chapterId: second.id, title: 'درس سوم', lessonOrder: 1, durationMinutes: 40, videoUrl: '/v.mp4' },
  ]);
}
