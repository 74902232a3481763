import { describe, expect } from 'vitest';
import { slides } from '../../db/schema';
import { testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import {
  ALLOWED_ELSEWHERE,
  FILE_STORE,
  insertStoredImage,
  PICTURE_SITE_ENV,
  SITE,
} from '../../testing/picture-sites';
import type { TestApp } from '../../testing/test-app';

const it = testWith(PICTURE_SITE_ENV);

it.beforeAll(async ({ app }) => {
  await insertStoredImage(app, `${FILE_STORE}/images/slide.png`);
  await insertStoredImage(app, `${ALLOWED_ELSEWHERE}/images/slide.png`);
});

const SLIDE_LINK = 'لینک اسلاید باید با http:// یا https:// شروع شود یا مسیری در همین سایت باشد';
const PICTURE_ELSEWHERE =
  'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید';
const PICTURE_ADDRESS = 'نشانی تصویر باید تصویری آپلودشده در همین سایت باشد';
const NOT_STORED = 'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد';
const CREATE = graphql(
  `mutation SlideLinksCreate($input: SlideInput!) { createSlide(input: $input) { id imageUrl link } }`,
);
const slide = (extra: Record<string, unknown>) => ({
  title: 'اسلاید',
  imageUrl: '/images/slides/slide-1.svg',
  ...extra,
});
const storedCount = async (app: TestApp) => (await app.db.select({ id: slides.id }).from(slides)).length;

const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
  ['a protocol-relative link', { link: '//evil.example/x' }, { link: SLIDE_LINK }],
  ['a /\\host link', { link: '/\\evil.example/x' }, { link: SLIDE_LINK }],
  ['an encoded //host link', { link: '/%2F%2Fevil.example' }, { link: SLIDE_LINK }],
  ['a javascript: link', { link: 'JaVaScRiPt:alert(1)' }, { link: SLIDE_LINK }],
  ['an outside picture', { imageUrl: 'https://other.example/x.jpg' }, { imageUrl: PICTURE_ELSEWHERE }],
  [
    "a non-picture path at the site's address",
    { imageUrl: `${SITE}/api/x.png` },
    { imageUrl: PICTURE_ADDRESS },
  ],
  [
    'a picture on an allowed origin the image policy does not list',
    { imageUrl: `${ALLOWED_ELSEWHERE}/images/slide.png` },
    { imageUrl: PICTURE_ELSEWHERE },
  ],
  [
    "an upload the site did not store, at the site's address",
    { imageUrl: `${SITE}/uploads/images/missing.png` },
    { imageUrl: NOT_STORED },
  ],
];

describe("a slide's link and picture", () => {
  it.for(cases)('refuses %s through REST, storing nothing', async ([_, extra, errors], { app, asAdmin }) => {
    const before = await storedCount(app);
    const answer = await app.rest('POST', '/api/admin/slides', slide(extra), asAdmin.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual(errors);
    expect(await storedCount(app)).toBe(before);
  });

  it.for(cases)(
    'refuses %s through GraphQL, storing nothing',
    async ([_, extra, errors], { app, asAdmin }) => {
      const before = await storedCount(app);
      const answer = await app.gql(CREATE, { input: slide(extra) }, asAdmin.headers);
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: errors });
      expect(await storedCount(app)).toBe(before);
    },
  );

  it('refuses an outside picture on update too', async ({ app, asAdmin }) => {
    const created = await app.rest('POST', '/api/admin/slides', slide({}), asAdmin.headers);
    const id = created.json().data.id;
    const answer = await app.rest(
      'PUT',
      `/api/admin/slides/${id}`,
      slide({ imageUrl: 'https://other.example/y.jpg' }),
      asAdmin.headers,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ imageUrl: PICTURE_ELSEWHERE });
  });

  it("keeps a picture at the site's own address", async ({ app, asAdmin }) => {
    const imageUrl = `${SITE}/images/slides/slide-2.svg`;
    const answer = await app.rest('POST', '/api/admin/slides', slide({ imageUrl }), asAdmin.headers);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.imageUrl).toBe(imageUrl);
  });

  it('keeps a picture the file store holds and a site path link', async ({ app, asAdmin }) => {
    const answer = await app.rest(
      'POST',
      '/api/admin/slides',
      slide({ imageUrl: `${FILE_STORE}/images/slide.png`, link: '/programs' }),
      asAdmin.headers,
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({
      imageUrl: `${FILE_STORE}/images/slide.png`,
      link: '/programs',
    });
  });
});
