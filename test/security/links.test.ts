import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/src/db/schema';
import { bearer, insertUser, tokenFor } from '../../server/src/testing/accounts';
import { FILE_STORE, insertStoredImage, PICTURE_SITE_ENV } from '../../server/src/testing/picture-sites';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';

let t: TestApp;
let headers: Record<string, string>;
let userId: number;
beforeAll(async () => {
  t = await createTestApp(PICTURE_SITE_ENV);
  userId = (await insertUser(t, '09127771001')).id;
  headers = bearer(await tokenFor(t, '09127771001'));
  // A picture the file store (S3) holds: the only kind of absolute picture address a profile may have.
  await insertStoredImage(t, `${FILE_STORE}/a.png`);
  await insertStoredImage(t, '/uploads/images/a.png');
});
afterAll(() => t.close());

const INVALID_LINK = 'لینک واردشده معتبر نیست';
const name = { firstName: 'سارا', lastName: 'احمدی' };
const storedPicture = async () =>
  (await t.db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId)))[0].url;

describe('a profile picture address is this site or an http(s) URL, parsed', () => {
  it.each([
    '/\\evil.example/x.png',
    '/\\/evil.example/x.png',
    '/\t/evil.example/x.png',
    '//evil.example/x.png',
    '/%2F%2Fevil.example/x.png',
    '/.//evil.example/x.png',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
  ])('refuses %j through both doors, storing nothing', async (profileImageUrl) => {
    const rest = await t.rest('PUT', '/api/user/profile', { ...name, profileImageUrl }, headers);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ success: false, errors: { profileImageUrl: INVALID_LINK } });
    const gql = await t.gql(
      'mutation($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }',
      { input: { ...name, profileImageUrl } },
      headers,
    );
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedPicture()).toBeNull();
  });

  it.each(['/uploads/images/a.png', `${FILE_STORE}/a.png`])('keeps %s', async (url) => {
    const rest = await t.rest('PUT', '/api/user/profile', { ...name, profileImageUrl: url }, headers);
    expect(rest.statusCode).toBe(200);
    expect(await storedPicture()).toBe(url);
  });
});

describe('a profile picture on another site (the image policy would never show it)', () => {
  const ELSEWHERE =
    'تصویرهای سایت‌های دیگر در این سایت نمایش داده نمی‌شوند؛ تصویر را دانلود کنید و با دکمه‌ی آپلود در همین سایت بارگذاری کنید';

  it('is refused on its field through both doors, storing nothing', async () => {
    const before = await storedPicture();
    const profileImageUrl = 'https://other.example/x.png';
    const rest = await t.rest('PUT', '/api/user/profile', { ...name, profileImageUrl }, headers);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toMatchObject({ success: false, errors: { profileImageUrl: ELSEWHERE } });
    const gql = await t.gql(
      'mutation($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }',
      { input: { ...name, profileImageUrl } },
      headers,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { profileImageUrl: ELSEWHERE },
    });
    expect(await storedPicture()).toBe(before);
  });

  it("is refused when an admin sets a member's picture, through both doors", async () => {
    await insertUser(t, '09127771002', { userType: 'ADMIN' });
    const admin = bearer(await tokenFor(t, '09127771002'));
    const form = {
      ...name,
      email: 'sara@example.org',
      phoneNumber: '09127771001',
      profileImageUrl: 'https://other.example/y.png',
    };
    const rest = await t.rest('PUT', `/api/admin/users/${userId}`, form, admin);
    expect(rest.statusCode).toBe(400);
    expect(rest.json().errors).toEqual({ profileImageUrl: ELSEWHERE });
    const gql = await t.gql(
      'mutation($id: Int!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { id } }',
      { id: userId, input: form },
      admin,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ fieldErrors: { profileImageUrl: ELSEWHERE } });
    const created = await t.rest(
      'POST',
      '/api/admin/users',
      { ...form, phoneNumber: '09127771003', email: 'new@example.org', password: 'secret123' },
      admin,
    );
    expect(created.json().errors).toEqual({ profileImageUrl: ELSEWHERE });
    expect(await storedPicture()).not.toBe(form.profileImageUrl);
  });
});
