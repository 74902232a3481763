import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../../db/schema';
import {
  ALLOWED_ELSEWHERE,
  FILE_STORE,
  insertStoredImage,
  PICTURE_SITE_ENV,
  SITE,
} from '../../testing/picture-sites';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { programAdminAndStudent, programForm } from './program-admin.testing';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(PICTURE_SITE_ENV);
  ({ admin } = await programAdminAndStudent(t, '0912558'));
  await insertStoredImage(t, `${FILE_STORE}/images/program.png`);
  await insertStoredImage(t, `${ALLOWED_ELSEWHERE}/images/program.png`);
  await insertStoredImage(t, '/uploads/images/p.png');
});
afterAll(() => t.close());

const PICTURE_ADDRESS = 'نشانی تصویر باید تصویری آپلودشده در همین سایت باشد';
const PICTURE_ELSEWHERE =
  'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید';
const NOT_STORED = 'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد';
const CREATE = 'mutation ($input: ProgramInput!) { createProgram(input: $input) { id imageUrl } }';

const cases: Array<[string, string]> = [
  ['javascript:alert(1)', PICTURE_ADDRESS],
  ['//evil.example/x.png', PICTURE_ADDRESS],
  ['/\\evil.example/x.png', PICTURE_ADDRESS],
  ['/programs/3', PICTURE_ADDRESS],
  ['https://other.example/x.jpg', PICTURE_ELSEWHERE],
  [`${SITE}/api/x.png`, PICTURE_ADDRESS],
  [`${ALLOWED_ELSEWHERE}/images/program.png`, PICTURE_ELSEWHERE],
  ['/uploads/images/missing.png', NOT_STORED],
  [`${SITE}/uploads/images/missing.png`, NOT_STORED],
];

const storedNamed = (name: string) =>
  t.db.select({ id: programs.id }).from(programs).where(eq(programs.name, name));

describe("a program's picture follows the one link rule and the site's image policy", () => {
  it.each(cases)('refuses %j through REST, storing nothing', async (imageUrl, message) => {
    const name = `برنامه‌ی رد شده ${imageUrl}`;
    const answer = await t.rest('POST', '/api/admin/programs', programForm({ name, imageUrl }), admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ imageUrl: message });
    expect(await storedNamed(name)).toEqual([]);
  });

  it.each(cases)('refuses %j through GraphQL, storing nothing', async (imageUrl, message) => {
    const name = `برنامه‌ی رد شده‌ی گراف ${imageUrl}`;
    const answer = await t.gql(CREATE, { input: programForm({ name, imageUrl }) }, admin);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { imageUrl: message },
    });
    expect(await storedNamed(name)).toEqual([]);
  });

  it.each([
    '/uploads/images/p.png',
    '/images/programs/a.svg',
    `${SITE}/uploads/images/p.png`,
    `${FILE_STORE}/images/program.png`,
  ])('keeps %j', async (imageUrl) => {
    const answer = await t.rest(
      'POST',
      '/api/admin/programs',
      programForm({ name: `برنامه ${imageUrl}`, imageUrl }),
      admin,
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.imageUrl).toBe(imageUrl);
  });
});
