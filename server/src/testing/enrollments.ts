import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { courses, enrollments } from '../db/schema';
import { insertCourses, insertSyllabus } from './courses';
import type { TestApp } from './test-app';

/** A PUBLISHED course (price in rial; 0 = free) with the two-chapter syllabus; answers its id. */
export async function insertCourse(
  t: TestApp,
  price: number,
  extra: { status?: 'DRAFT'; title?: string } = {},
) {
  const [course] = await insertCourses(t.db, [
    {
      title: extra.title ?? 'دوره‌ی آزمایشی',
      category: 'ACADEMIC',
      level: 'BEGINNER',
      price,
      status: extra.status ?? 'PUBLISHED',
    },
  ]);
  await insertSyllabus(t.db, course.id);
  return course.id;
}

export const enrolledStudents = async (t: TestApp, courseId: number) =>
  (await t.db.select({ n: courses.enrolledStudents }).from(courses).where(eq(courses.id, courseId)))[0].n;

export const enrollmentRows = (t: TestApp, courseId: number) =>
  t.db.select().from(enrollments).where(eq(enrollments.courseId, courseId));

/** POST /api/courses/{id}/enroll; answers the envelope's data after checking the status. */
export async function enrollRest(
  t: TestApp,
  courseId: number,
  headers: Record<string, string>,
  paymentMethod?: string,
  status = 200,
) {
  const response = await t.rest(
    'POST',
    `/api/courses/${courseId}/enroll`,
    paymentMethod ? { paymentMethod } : {},
    headers,
  );
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
