import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, users } from '../db/schema';
import { bearer } from '../testing/accounts';
import { adminAndStudent, courseForm } from '../testing/course-admin';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Spec document 1 §3 writes enum values as words ('High School', 'Program Manager'); the REST door takes
 * them as written, in any case, with spaces or hyphens for the underscores, as well as the codes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_REQUIRES_OTP: 'false' });
});
afterAll(() => t.close());

let phone = 0;
const signup = (extra: Record<string, unknown>) => {
  phone++;
  return t.rest('POST', '/api/auth/signup', {
    userType: 'STUDENT',
    firstName: 'سارا',
    lastName: 'احمدی',
    email: `enum${phone}@example.org`,
    phoneNumber: `0912880${String(phone).padStart(4, '0')}`,
    password: 'secret123',
    ...extra,
  });
};
const row = async (token: string) => {
  const profile = await t.rest('GET', '/api/user/profile', undefined, bearer(token));
  const [stored] = await t.db.select().from(users).where(eq(users.id, profile.json().data.id));
  return { profile: profile.json().data, stored };
};

describe('enum values spelled as the spec writes them', () => {
  it.each([
    ['High School', 'HIGH_SCHOOL'],
    ['high school', 'HIGH_SCHOOL'],
    ['middle-school', 'MIDDLE_SCHOOL'],
    ['HIGH_SCHOOL', 'HIGH_SCHOOL'],
    [' University ', 'UNIVERSITY'],
  ])('POST /api/auth/signup takes educationLevel %j as %s', async (spelled, code) => {
    const response = await signup({ educationLevel: spelled });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const { profile, stored } = await row(response.json().data.token);
    expect(stored.educationLevel).toBe(code);
    expect(profile.educationLevel).toBe(code);
  });

  it('takes userType and staffPosition the same way', async () => {
    const response = await signup({ userType: 'staff', staffPosition: 'Program Manager' });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const { stored } = await row(response.json().data.token);
    expect(stored).toMatchObject({ userType: 'STAFF', staffPosition: 'PROGRAM_MANAGER' });
  });

  it('still refuses a value that is none of them, with the Persian message', async () => {
    const response = await signup({ educationLevel: 'High Schol' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ educationLevel: 'مقطع تحصیلی انتخاب‌شده نامعتبر است' });
    expect((await signup({ userType: 'admin' })).statusCode).toBe(400);
  });

  it('reads query parameters the same way (GET /api/courses/filter?category=personal development)', async () => {
    const words = await t.rest('GET', '/api/courses/filter?category=Personal%20Development&level=beginner');
    expect(words.statusCode, words.body).toBe(200);
    const codes = await t.rest('GET', '/api/courses/filter?category=PERSONAL_DEVELOPMENT&level=BEGINNER');
    expect(words.json()).toEqual(codes.json());
  });
});

describe('enum values written as their Persian labels', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ admin } = await adminAndStudent(t, '0912734'));
  });

  it.each([
    ['فارسی', 'PERSIAN'],
    ['انگلیسی', 'ENGLISH'],
    [' عربي ', 'ARABIC'],
  ])('POST /api/courses takes language %j as %s', async (spelled, code) => {
    const response = await t.rest(
      'POST',
      '/api/courses',
      courseForm({ language: spelled, level: 'پیشرفته' }),
      admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await t.db.select().from(courses).where(eq(courses.id, response.json().data.id));
    expect(stored).toMatchObject({ language: code, level: 'ADVANCED' });
  });

  it('still refuses a word that is no label, with the Persian message', async () => {
    const response = await t.rest('POST', '/api/courses', courseForm({ language: 'فرانسوی' }), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ language: 'زبان دوره نامعتبر است' });
  });
});
