import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { programs } from '../../db/schema';
import { testWith } from '../../testing/fixtures';
import {
  ALLOWED_ELSEWHERE,
  FILE_STORE,
  insertStoredImage,
  PICTURE_SITE_ENV,
  SITE,
} from '../../testing/picture-sites';
import { programAdminAndStudent, programForm } from '../../testing/program-admin';
import type { TestApp } from '../../testing/test-app';

let admin: Record<string, string>;

const it = testWith(PICTURE_SITE_ENV);

it.beforeAll(async ({ app }) => {
  ({ admin } = await programAdminAndStudent(app, '0912558'));
  await insertStoredImage(app, `${FILE_STORE}/images/program.png`);
  await insertStoredImage(app, `${ALLOWED_ELSEWHERE}/images/program.png`);
  await insertStoredImage(app, '/uploads/images/p.png');
});

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

const storedNamed = (app: TestApp, name: string) =>
  app.db.select({ id: programs.id }).from(programs).where(eq(programs.name, name));

describe("a program's picture follows the one link rule and the site's image policy", () => {
  it.for(cases)('refuses %j through REST, storing nothing', async ([imageUrl, message], { app }) => {
    const name = `برنامه‌ی رد شده ${imageUrl}`;
    const answer = await app.rest('POST', '/api/admin/programs', programForm({ name, imageUrl }), admin);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ imageUrl: message });
    expect(await storedNamed(app, name)).toEqual([]);
  });

  it.for(cases)('refuses %j through GraphQL, storing nothing', async ([imageUrl, message], { app }) => {
    const name = `برنامه‌ی رد شده‌ی گراف ${imageUrl}`;
    const answer = await app.gql(CREATE, { input: programForm({ name, imageUrl }) }, admin);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { imageUrl: message },
    });
    expect(await storedNamed(app, name)).toEqual([]);
  });

  it.for([
    '/uploads/images/p.png',
    '/images/programs/a.svg',
    `${SITE}/uploads/images/p.png`,
    `${FILE_STORE}/images/program.png`,
  ])('keeps %j', async (imageUrl, { app }) => {
    const answer = await app.rest(
      'POST',
      '/api/admin/programs',
      programForm({ name: `برنامه ${imageUrl}`, imageUrl }),
      admin,
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.imageUrl).toBe(imageUrl);
  });
});
