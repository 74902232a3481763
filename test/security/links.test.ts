import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/src/db/schema';
import { bearer, insertUser, tokenFor } from '../../server/src/testing/accounts';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';

let t: TestApp;
let headers: Record<string, string>;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await insertUser(t, '09127771001')).id;
  headers = bearer(await tokenFor(t, '09127771001'));
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

  it.each(['/uploads/images/a.png', 'https://files.example.org/a.png'])('keeps %s', async (url) => {
    const rest = await t.rest('PUT', '/api/user/profile', { ...name, profileImageUrl: url }, headers);
    expect(rest.statusCode).toBe(200);
    expect(await storedPicture()).toBe(url);
  });
});
