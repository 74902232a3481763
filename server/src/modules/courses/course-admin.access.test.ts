import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { enrollments, users } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { adminAndStudent, courseForm, createCourse, type SavedCourse } from '../../testing/course-admin';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let course: SavedCourse;
let draft: SavedCourse;
const viewers: Record<'guest' | 'stranger' | 'enrolled' | 'admin', Record<string, string>> = {
  guest: {},
  stranger: {},
  enrolled: {},
  admin: {},
};

it.beforeAll(async ({ app }) => {
  const { admin, student } = await adminAndStudent(app, '0912558');
  viewers.admin = admin;
  viewers.stranger = student;
  const enrolled = await insertUser(app, '09125580003', { userType: 'STUDENT' });
  viewers.enrolled = bearer(await tokenFor(app, '09125580003'));
  const chapters = [
    {
      title: 'فصل رایگان',
      isFree: true,
      videoUrl: 'https://example.org/free-chapter.mp4',
      lessons: [
        { title: 'درس آزاد', contentType: 'VIDEO', videoUrl: 'https://example.org/1.mp4', isFree: true },
      ],
    },
    {
      title: 'فصل قفل',
      videoUrl: 'https://example.org/locked-chapter.mp4',
      lessons: [
        {
          title: 'درس متنی',
          contentType: 'TEXT',
          contentText: 'متن محرمانه',
          notes: 'یادداشت',
          isFree: false,
        },
        { title: 'درس منبع', contentType: 'RESOURCE', resourcesUrls: 'https://example.org/a.pdf' },
      ],
    },
  ];
  course = await createCourse(app, admin, courseForm({ chapters, status: 'PUBLISHED' }));
  draft = await createCourse(app, admin, courseForm({ chapters }));
  await app.db.insert(enrollments).values({ courseId: course.id, userId: enrolled.id, status: 'ACTIVE' });
  // An enrolment in another course, and a cancelled one, open nothing here.
  const [stranger] = await app.db.select().from(users).where(eq(users.phoneNumber, '09125580002'));
  await app.db.insert(enrollments).values({ courseId: draft.id, userId: stranger.id, status: 'ACTIVE' });
});

type Door = (app: TestApp, id: number, headers: Record<string, string>) => Promise<SavedCourse | null>;

const QUERY =
  graphql(`query CourseAccessPublicCourse($id: Int!) { publicCourse(id: $id) { id chapters { videoUrl videoKey
  lessons { title description contentType videoUrl videoKey contentText resourcesUrls notes contentAvailable } } } }`);

const doors: Record<'GraphQL' | 'REST', Door> = {
  GraphQL: async (app, id, headers) =>
    ((await app.gql(QUERY, { id }, headers)).data?.publicCourse as SavedCourse | null | undefined) ?? null,
  REST: async (app, id, headers) => {
    const response = await app.rest('GET', `/api/courses/${id}`, undefined, headers);
    return response.statusCode === 200 ? response.json().data : null;
  },
};

const content = (c: SavedCourse) =>
  c.chapters.map((chapter) => ({
    chapter: chapter.videoUrl,
    lessons: chapter.lessons.map((l) => [l.videoUrl, l.contentText, l.resourcesUrls, l.notes]),
  }));

const OPEN = [
  {
    chapter: 'https://example.org/free-chapter.mp4',
    lessons: [['https://example.org/1.mp4', null, null, null]],
  },
  {
    chapter: 'https://example.org/locked-chapter.mp4',
    lessons: [
      [null, 'متن محرمانه', null, 'یادداشت'],
      [null, null, 'https://example.org/a.pdf', null],
    ],
  },
];
const LOCKED = [
  OPEN[0],
  {
    chapter: null,
    lessons: [
      [null, null, null, null],
      [null, null, null, null],
    ],
  },
];

describe.each(Object.entries(doors))('lesson content through %s', (door, read) => {
  it.for([
    ['guest', LOCKED],
    ['stranger', LOCKED],
    ['enrolled', OPEN],
    ['admin', OPEN],
  ] as const)('a %s reads what they may', async ([who, expected], { app }) => {
    const answer = await read(app, course.id, viewers[who]);
    expect(answer).not.toBeNull();
    expect(content(answer as SavedCourse)).toEqual(expected);
    const available = (answer as SavedCourse).chapters.flatMap((c) =>
      c.lessons.map((l) => l.contentAvailable),
    );
    if (door === 'GraphQL') expect(available).toEqual([true, expected === OPEN, expected === OPEN]);
    // Titles, types and descriptions stay public.
    expect((answer as SavedCourse).chapters[1].lessons.map((l) => [l.title, l.contentType])).toEqual([
      ['درس متنی', 'TEXT'],
      ['درس منبع', 'RESOURCE'],
    ]);
  });

  it('answers a draft to an admin only (the wizard’s edit mode)', async ({ app }) => {
    expect(await read(app, draft.id, viewers.guest)).toBeNull();
    expect(await read(app, draft.id, viewers.stranger)).toBeNull();
    const forAdmin = await read(app, draft.id, viewers.admin);
    expect(forAdmin).toMatchObject({ id: draft.id });
    expect(content(forAdmin as SavedCourse)).toEqual(OPEN);
  });
});

describe('the admin course reads', () => {
  it('hide nothing from an admin and are refused to others', async ({ app }) => {
    const query = graphql(
      `query CourseAccessAdminCourse($id: Int!) { adminCourse(id: $id) { id status chapters { lessons { contentText } } } }`,
    );
    const answer = await app.gql(query, { id: draft.id }, viewers.admin);
    expect(answer.data?.adminCourse).toMatchObject({ status: 'DRAFT' });
    expect(answer.data?.adminCourse?.chapters[1].lessons[0].contentText).toBe('متن محرمانه');
    const refused = await app.gql(query, { id: draft.id }, viewers.enrolled);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const missing = await app.gql(query, { id: 999999 }, viewers.admin);
    expect(missing.data).toEqual({ adminCourse: null });
  });
});
