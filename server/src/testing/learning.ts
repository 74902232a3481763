import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { chapters, lessons } from '../db/schema';
import { bearer, insertUser, tokenFor } from './accounts';
import { insertCourses, insertSyllabus } from './courses';
import { graphql } from './gql';
import type { TestApp } from './test-app';

/** A published free course with the two-chapter, three-lesson syllabus; answers its id and lesson ids in order. */
export async function insertLearningCourse(
  t: TestApp,
  extra: { title?: string; certificateProvided?: boolean; price?: number } = {},
) {
  const [course] = await insertCourses(t.db, [
    {
      title: extra.title ?? 'آشنایی با برنامه‌نویسی',
      category: 'TECHNOLOGY',
      level: 'BEGINNER',
      price: extra.price ?? 0,
      status: 'PUBLISHED',
      certificateProvided: extra.certificateProvided ?? true,
    },
  ]);
  await insertSyllabus(t.db, course.id);
  return { courseId: course.id, lessonIds: await lessonIdsOf(t, course.id) };
}

/** The course's lesson ids in chapter and lesson order. */
export async function lessonIdsOf(t: TestApp, courseId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.chapterOrder), asc(chapters.id), asc(lessons.lessonOrder), asc(lessons.id));
  return rows.map((row) => row.id);
}

/** A signed-in student (names as given); answers the id and the bearer headers. */
export async function student(
  t: TestApp,
  phone: string,
  names: { firstName?: string; lastName?: string } = {},
) {
  const user = await insertUser(t, phone, { userType: 'STUDENT', ...names });
  return { userId: user.id, auth: bearer(await tokenFor(t, phone)) };
}

/** Enrols through the REST door (a free course becomes ACTIVE at once). */
export async function enrollFree(t: TestApp, courseId: number, auth: Record<string, string>) {
  const response = await t.rest('POST', `/api/courses/${courseId}/enroll`, {}, auth);
  expect(response.statusCode, response.body).toBe(200);
}

export const MARK = graphql(`mutation LearningMarkDone($courseId: Int!, $lessonId: Int!) {
  markLessonDone(courseId: $courseId, lessonId: $lessonId) {
    message
    progress { totalLessons completedLessons percent completedLessonIds nextLessonId nextLessonTitle }
    certificate { id studentName courseTitle verificationCode verificationUrl downloadUrl }
  }
}`);

export const UNMARK = graphql(`mutation LearningUnmarkDone($courseId: Int!, $lessonId: Int!) {
  unmarkLessonDone(courseId: $courseId, lessonId: $lessonId) {
    message
    progress { completedLessons percent nextLessonId }
  }
}`);

export interface MarkAnswer {
  message: string;
  progress: {
    totalLessons: number;
    completedLessons: number;
    percent: number;
    completedLessonIds: number[];
    nextLessonId: number | null;
    nextLessonTitle: string | null;
  };
  certificate: {
    id: number;
    studentName: string;
    courseTitle: string;
    verificationCode: string;
    verificationUrl: string;
    downloadUrl: string;
  } | null;
}

/** POST /api/courses/:id/lessons/:lessonId/complete; answers the envelope after checking the status. */
export async function markRest(
  t: TestApp,
  courseId: number,
  lessonId: number | string,
  auth: Record<string, string>,
  status = 200,
) {
  const response = await t.rest('POST', `/api/courses/${courseId}/lessons/${lessonId}/complete`, {}, auth);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { success: boolean; message: string; data: MarkAnswer };
}
