import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../server/src/db/schema';
import { bearer, insertUser, tokenFor } from '../../server/src/testing/accounts';
import { testWith } from '../../server/src/testing/fixtures';
import { graphql } from '../../server/src/testing/gql';
import { FILE_STORE, insertStoredImage, PICTURE_SITE_ENV } from '../../server/src/testing/picture-sites';
import type { TestApp } from '../../server/src/testing/test-app';

const it = testWith(PICTURE_SITE_ENV);

let headers: Record<string, string>;
let userId: number;
it.beforeAll(async ({ app }) => {
  userId = (await insertUser(app, '09127771001')).id;
  headers = bearer(await tokenFor(app, '09127771001'));
  // A picture the file store (S3) holds: the only kind of absolute picture address a profile may have.
  await insertStoredImage(app, `${FILE_STORE}/a.png`);
  await insertStoredImage(app, '/uploads/images/a.png');
});

const UPDATE_PROFILE = graphql(
  `mutation LinksUpdateProfile($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }`,
);
const INVALID_LINK = 'لینک واردشده معتبر نیست';
const name = { firstName: 'سارا', lastName: 'احمدی' };
const storedPicture = async (app: TestApp) =>
  (await app.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId)))[0].url;

describe('a profile picture address is this site or an http(s) URL, parsed', () => {
  it.for([
    '/\\evil.example/x.png',
    '/\\/evil.example/x.png',
    '/\t/evil.example/x.png',
    '//evil.example/x.png',
    '/%2F%2Fevil.example/x.png',
    '/.//evil.example/x.png',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
  ])('refuses %j through both doors, storing nothing', async (profileImageUrl, { app }) => {
    const rest = await app.rest('PUT', '/api/user/profile', { ...name, profileImageUrl }, headers);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ success: false, errors: { profileImageUrl: INVALID_LINK } });
    const gql = await app.gql(UPDATE_PROFILE, { input: { ...name, profileImageUrl } }, headers);
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedPicture(app)).toBeNull();
  });

  it.for(['/uploads/images/a.png', `${FILE_STORE}/a.png`])('keeps %s', async (url, { app }) => {
    const rest = await app.rest('PUT', '/api/user/profile', { ...name, profileImageUrl: url }, headers);
    expect(rest.statusCode).toBe(200);
    expect(await storedPicture(app)).toBe(url);
  });
});

describe('a profile picture on another site (the image policy would never show it)', () => {
  const ELSEWHERE =
    'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید';

  it('is refused on its field through both doors, storing nothing', async ({ app }) => {
    const before = await storedPicture(app);
    const profileImageUrl = 'https://other.example/x.png';
    const rest = await app.rest('PUT', '/api/user/profile', { ...name, profileImageUrl }, headers);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ success: false, errors: { profileImageUrl: ELSEWHERE } });
    const gql = await app.gql(UPDATE_PROFILE, { input: { ...name, profileImageUrl } }, headers);
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { profileImageUrl: ELSEWHERE },
    });
    expect(await storedPicture(app)).toBe(before);
  });

  it("is refused when an admin sets a member's picture, through both doors", async ({ app, asAdmin }) => {
    const admin = asAdmin.headers;
    const form = {
      ...name,
      email: 'sara@example.org',
      phoneNumber: '09127771001',
      profileImageUrl: 'https://other.example/y.png',
    };
    const rest = await app.rest('PUT', `/api/admin/users/${userId}`, form, admin);
    expect(rest.statusCode).toBe(400);
    expect(rest.json().errors).toEqual({ profileImageUrl: ELSEWHERE });
    const gql = await app.gql(
      graphql(
        `mutation LinksUpdateUser($id: Int!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }`,
      ),
      { id: userId, input: form },
      admin,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ fieldErrors: { profileImageUrl: ELSEWHERE } });
    const created = await app.rest(
      'POST',
      '/api/admin/users',
      { ...form, phoneNumber: '09127771003', email: 'new@example.org', password: 'secret123' },
      admin,
    );
    expect(created.json().errors).toEqual({ profileImageUrl: ELSEWHERE });
    expect(await storedPicture(app)).not.toBe(form.profileImageUrl);
  });
});
