import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { landingContents } from '../../db/schema';
import { type SignedIn, testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import {
  ALLOWED_ELSEWHERE,
  FILE_STORE,
  insertStoredImage,
  PICTURE_SITE_ENV,
  SITE,
} from '../../testing/picture-sites';
import type { TestApp } from '../../testing/test-app';

// The site's image policy shows only its own pictures and the file store's, so a landing picture anywhere
// else would save and never show: both doors refuse it on the field that holds it.

const BASE = '/api/admin/landing-content';
const STORED = `${FILE_STORE}/landing.png`;
const ELSEWHERE =
  'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید';
const NOT_A_PICTURE = 'نشانی تصویر باید تصویری آپلودشده در همین سایت باشد';
const NOT_STORED = 'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد';

const it = testWith(PICTURE_SITE_ENV);

it.beforeAll(async ({ app }) => {
  for (const url of [
    STORED,
    `${ALLOWED_ELSEWHERE}/landing.png`,
    '/uploads/images/cta.png',
    '/uploads/images/f.webp',
  ])
    await insertStoredImage(app, url);
});

const CREATE = graphql(
  `mutation LandingPicturesCreate($input: LandingContentInput!) { createLandingContent(input: $input) { id } }`,
);
const UPDATE = graphql(
  `mutation LandingPicturesUpdate($id: Int!, $input: LandingContentInput!) { updateLandingContent(id: $id, input: $input) { id } }`,
);

const stored = async (app: TestApp, id: number) =>
  (await app.db.select().from(landingContents).where(eq(landingContents.id, id)))[0];
const countRows = async (app: TestApp) =>
  (await app.db.select({ id: landingContents.id }).from(landingContents)).length;

/** Expects both doors to refuse `input` (created, then as an update of `id`) with `errors` on the fields. */
async function expectRefused(
  app: TestApp,
  asAdmin: SignedIn,
  input: Record<string, unknown>,
  errors: Record<string, string>,
  id: number,
) {
  const rows = await countRows(app);
  const before = await stored(app, id);
  const rest = await app.rest('POST', BASE, input, asAdmin.headers);
  expect(rest.statusCode).toBe(400);
  expect(rest.json()).toMatchObject({ success: false, errors });
  const restUpdate = await app.rest('PUT', `${BASE}/${id}`, input, asAdmin.headers);
  expect(restUpdate.statusCode).toBe(400);
  expect(restUpdate.json().errors).toEqual(errors);
  for (const gql of [
    await app.gql(CREATE, { input }, asAdmin.headers),
    await app.gql(UPDATE, { id, input }, asAdmin.headers),
  ]) {
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: errors });
  }
  expect(await countRows(app)).toBe(rows);
  expect(await stored(app, id)).toEqual(before);
}

async function createItem(app: TestApp, asAdmin: SignedIn, input: Record<string, unknown>): Promise<number> {
  const answer = await app.rest('POST', BASE, input, asAdmin.headers);
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id;
}

describe("a landing item's picture", () => {
  const item = { sectionKey: 'cta.title', orderIndex: 0, content: 'همین امروز حامی شوید' };

  it('on another site is refused on imageUrl through both doors, changing nothing', async ({
    app,
    asAdmin,
  }) => {
    const id = await createItem(app, asAdmin, { ...item, imageUrl: '/uploads/images/cta.png' });
    await expectRefused(
      app,
      asAdmin,
      { ...item, imageUrl: 'https://other.example/x.jpg' },
      { imageUrl: ELSEWHERE },
      id,
    );
  });

  it('that is a site path outside the picture folders is refused by the form rule', async ({
    app,
    asAdmin,
  }) => {
    const id = await createItem(app, asAdmin, item);
    await expectRefused(app, asAdmin, { ...item, imageUrl: '/donate' }, { imageUrl: NOT_A_PICTURE }, id);
  });

  it.for([
    [`${SITE}/api/x.png`, NOT_A_PICTURE],
    [`${ALLOWED_ELSEWHERE}/landing.png`, ELSEWHERE],
    ['/uploads/images/missing.png', NOT_STORED],
  ])(
    'at %s is refused through both doors, changing nothing',
    async ([imageUrl, message], { app, asAdmin }) => {
      const id = await createItem(app, asAdmin, item);
      await expectRefused(app, asAdmin, { ...item, imageUrl }, { imageUrl: message }, id);
    },
  );

  it.for(['/uploads/images/cta.png', `${SITE}/uploads/images/cta.png`, '/images/hero.jpg', STORED])(
    'at %s is kept',
    async (imageUrl, { app, asAdmin }) => {
      const id = await createItem(app, asAdmin, item);
      const answer = await app.gql(UPDATE, { id, input: { ...item, imageUrl } }, asAdmin.headers);
      expect(answer.errors).toBeUndefined();
      expect((await stored(app, id)).imageUrl).toBe(imageUrl);
    },
  );
});

describe("a testimonial's picture inside the testimonials list", () => {
  const person = (avatar?: string) => ({
    name: 'فاطمه رحیمی',
    role: 'دانش‌آموز',
    content: 'بورسیه کمکم کرد',
    rating: 5,
    ...(avatar && { avatar }),
  });
  const list = (...avatars: Array<string | undefined>) => JSON.stringify(avatars.map(person));
  const testimonials = (content: string) => ({ sectionKey: 'testimonials.data', orderIndex: 0, content });

  it('on another site is refused on the list, naming the person, through both doors', async ({
    app,
    asAdmin,
  }) => {
    const id = await createItem(app, asAdmin, testimonials(list('/uploads/images/f.webp')));
    await expectRefused(
      app,
      asAdmin,
      testimonials(list('/uploads/images/f.webp', 'https://other.example/face.jpg')),
      { content: `تصویر نظر ۲: ${ELSEWHERE}` },
      id,
    );
  });

  it('held in extraData, which the home page reads when content is blank, is refused there', async ({
    app,
    asAdmin,
  }) => {
    const id = await createItem(app, asAdmin, testimonials(list()));
    await expectRefused(
      app,
      asAdmin,
      { sectionKey: 'testimonials.data', orderIndex: 0, extraData: list('https://other.example/face.jpg') },
      { extraData: `تصویر نظر ۱: ${ELSEWHERE}` },
      id,
    );
  });

  it('uploaded but not stored by this site is refused on the list, naming the person', async ({
    app,
    asAdmin,
  }) => {
    const id = await createItem(app, asAdmin, testimonials(list()));
    await expectRefused(
      app,
      asAdmin,
      testimonials(list('/uploads/images/f.webp', '/uploads/images/gone.webp')),
      { content: `تصویر نظر ۲: ${NOT_STORED}` },
      id,
    );
  });

  it('that is not a picture address is refused by the form rule', async ({ app, asAdmin }) => {
    const id = await createItem(app, asAdmin, testimonials(list()));
    await expectRefused(
      app,
      asAdmin,
      testimonials(list('javascript:alert(1)')),
      { content: `تصویر نظر ۱: ${NOT_A_PICTURE}` },
      id,
    );
  });

  it('uploaded to this site or held by the file store is kept', async ({ app, asAdmin }) => {
    const content = list('/uploads/images/f.webp', STORED, undefined);
    const id = await createItem(app, asAdmin, testimonials(list()));
    const answer = await app.gql(UPDATE, { id, input: testimonials(content) }, asAdmin.headers);
    expect(answer.errors).toBeUndefined();
    expect((await stored(app, id)).content).toBe(content);
  });
});
