import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { courses, users } from '../db/schema';
import { bearer } from '../testing/accounts';
import { adminAndStudent, courseForm } from '../testing/course-admin';
import { testWith } from '../testing/fixtures';
import type { TestApp } from '../testing/test-app';

/**
 * Spec document 1 §3 writes enum values as words ('High School', 'Program Manager'); the REST door takes
 * them as written, in any case, with spaces or hyphens for the underscores, as well as the codes.
 */
const it = testWith({ SIGNUP_REQUIRES_OTP: 'false' });

let phone = 0;
const signup = (app: TestApp, extra: Record<string, unknown>) => {
  phone++;
  return app.rest('POST', '/api/auth/signup', {
    userType: 'STUDENT',
    firstName: 'سارا',
    lastName: 'احمدی',
    email: `enum${phone}@example.org`,
    phoneNumber: `0912880${String(phone).padStart(4, '0')}`,
    password: 'secret123',
    ...extra,
  });
};
const row = async (app: TestApp, token: string) => {
  const profile = await app.rest('GET', '/api/user/profile', undefined, bearer(token));
  const [stored] = await app.db.select().from(users).where(eq(users.id, profile.json().data.id));
  return { profile: profile.json().data, stored };
};

describe('enum values spelled as the spec writes them', () => {
  it.for([
    ['High School', 'HIGH_SCHOOL'],
    ['high school', 'HIGH_SCHOOL'],
    ['middle-school', 'MIDDLE_SCHOOL'],
    ['HIGH_SCHOOL', 'HIGH_SCHOOL'],
    [' University ', 'UNIVERSITY'],
  ] as const)('POST /api/auth/signup takes educationLevel %j as %s', async ([spelled, code], { app }) => {
    const response = await signup(app, { educationLevel: spelled });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const { profile, stored } = await row(app, response.json().data.token);
    expect(stored.educationLevel).toBe(code);
    expect(profile.educationLevel).toBe(code);
  });

  it('takes userType and staffPosition the same way', async ({ app }) => {
    const response = await signup(app, { userType: 'staff', staffPosition: 'Program Manager' });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const { stored } = await row(app, response.json().data.token);
    expect(stored).toMatchObject({ userType: 'STAFF', staffPosition: 'PROGRAM_MANAGER' });
  });

  it('still refuses a value that is none of them, with the Persian message', async ({ app }) => {
    const response = await signup(app, { educationLevel: 'High Schol' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ educationLevel: 'مقطع تحصیلی انتخاب‌شده نامعتبر است' });
    expect((await signup(app, { userType: 'admin' })).statusCode).toBe(400);
  });

  it('reads query parameters the same way (GET /api/courses/filter?category=personal development)', async ({
    app,
  }) => {
    const words = await app.rest('GET', '/api/courses/filter?category=Personal%20Development&level=beginner');
    expect(words.statusCode, words.body).toBe(200);
    const codes = await app.rest('GET', '/api/courses/filter?category=PERSONAL_DEVELOPMENT&level=BEGINNER');
    expect(words.json()).toEqual(codes.json());
  });
});

describe('enum values written as their Persian labels', () => {
  let admin: Record<string, string>;
  it.beforeAll(async ({ app }) => {
    ({ admin } = await adminAndStudent(app, '0912734'));
  });

  it.for([
    ['فارسی', 'PERSIAN'],
    ['انگلیسی', 'ENGLISH'],
    [' عربي ', 'ARABIC'],
  ] as const)('POST /api/courses takes language %j as %s', async ([spelled, code], { app }) => {
    const response = await app.rest(
      'POST',
      '/api/courses',
      courseForm({ language: spelled, level: 'پیشرفته' }),
      admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await app.db.select().from(courses).where(eq(courses.id, response.json().data.id));
    expect(stored).toMatchObject({ language: code, level: 'ADVANCED' });
  });

  it('still refuses a word that is no label, with the Persian message', async ({ app }) => {
    const response = await app.rest('POST', '/api/courses', courseForm({ language: 'فرانسوی' }), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ language: 'زبان دوره نامعتبر است' });
  });
});
