import { bearer, insertUser, tokenFor } from './accounts';
import type { TestApp } from './test-app';

/** The fields the admin tests read back of a course, its chapters and lessons. */
export const COURSE_FIELDS = `id title status price originalPrice isFree skills thumbnailUrl trailerVideoUrl
  trailerEmbedUrl autoPlayTrailer showThumbnailOverlay instructorName totalLessons
  chapters { id title description durationMinutes isFree videoUrl videoKey
    lessons { id title description contentType durationMinutes isFree isDownloadable videoUrl videoKey
      contentText resourcesUrls notes } }`;

export interface SavedLesson {
  id: number;
  title: string;
  contentType: string;
  isFree: boolean;
  videoUrl: string | null;
  videoKey: string | null;
  contentText: string | null;
  resourcesUrls: string | null;
  notes: string | null;
  [key: string]: unknown;
}

export interface SavedCourse {
  id: number;
  title: string;
  status: string;
  price: number;
  originalPrice: number | null;
  skills: string[];
  thumbnailUrl: string | null;
  trailerEmbedUrl: string | null;
  totalLessons: number;
  chapters: Array<{
    id: number;
    title: string;
    isFree: boolean;
    lessons: SavedLesson[];
    [key: string]: unknown;
  }>;
  [key: string]: unknown;
}

/** A complete course form: 2 chapters, 3 lessons (one free), 3 skills. */
export function courseForm(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'مبانی برنامه‌نویسی',
    category: 'TECHNOLOGY',
    level: 'BEGINNER',
    shortDescription: 'آشنایی با برنامه‌نویسی',
    description: 'در این دوره با مفاهیم پایه آشنا می‌شوید.',
    whatYouWillLearn: 'متغیرها و حلقه‌ها',
    price: 250_000,
    instructorName: 'مریم كريمی',
    skills: ['پایتون', 'حل مسئله', 'الگوریتم'],
    chapters: [
      {
        title: 'فصل اول',
        lessons: [
          { title: 'درس یک', contentType: 'VIDEO', videoUrl: 'https://example.org/1.mp4', isFree: true },
          { title: 'درس دو', contentType: 'TEXT', contentText: 'متن درس دو', notes: 'یادداشت' },
        ],
      },
      {
        title: 'فصل دوم',
        lessons: [{ title: 'درس سه', contentType: 'RESOURCE', resourcesUrls: 'https://example.org/a.pdf' }],
      },
    ],
    ...extra,
  };
}

/** An admin's and a student's bearer headers on `t` (phones must be unique per test file). */
export async function adminAndStudent(t: TestApp, prefix = '0912555') {
  await insertUser(t, `${prefix}0001`, { userType: 'ADMIN' });
  await insertUser(t, `${prefix}0002`, { userType: 'STUDENT' });
  return {
    admin: bearer(await tokenFor(t, `${prefix}0001`)),
    student: bearer(await tokenFor(t, `${prefix}0002`)),
    studentPhone: `${prefix}0002`,
  };
}

export const CREATE = `mutation ($input: CourseInput!) { createCourse(input: $input) { ${COURSE_FIELDS} } }`;
export const UPDATE = `mutation ($id: Int!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${COURSE_FIELDS} } }`;
export const ADMIN_COURSE = `query ($id: Int!) { adminCourse(id: $id) { ${COURSE_FIELDS} } }`;

/** Creates a course through GraphQL as `admin`; answers it (fails the test on errors). */
export async function createCourse(t: TestApp, admin: Record<string, string>, input = courseForm()) {
  const answer = await t.gql<{ createCourse: SavedCourse }>(CREATE, { input }, admin);
  if (!answer.data?.createCourse) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createCourse;
}

/** The form of a saved course with every chapter and lesson id, to send back edited. */
export function formOf(course: SavedCourse, extra: Record<string, unknown> = {}) {
  return courseForm({
    chapters: course.chapters.map((c) => ({
      id: c.id,
      title: c.title,
      isFree: c.isFree,
      lessons: c.lessons.map((l) => ({
        id: l.id,
        title: l.title,
        contentType: l.contentType,
        isFree: l.isFree,
        videoUrl: l.videoUrl,
        contentText: l.contentText,
        resourcesUrls: l.resourcesUrls,
        notes: l.notes,
      })),
    })),
    ...extra,
  });
}
