import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect } from 'vitest';
import { users } from '../../server/src/db/schema';
import { bearer, insertUser, PASSWORD, tokenFor } from '../../server/src/testing/accounts';
import { testWith } from '../../server/src/testing/fixtures';
import { graphql } from '../../server/src/testing/gql';
import type { TestApp } from '../../server/src/testing/test-app';

const SECRET = 'security-suite-secret-0123456789-abcdefghij';
const it = testWith({ JWT_SECRET: SECRET });

const status = async (app: TestApp, token: string) =>
  (await app.rest('GET', '/api/user/profile', undefined, bearer(token))).statusCode;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a token (to re-sign them however the test likes). */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('sessions die when they should', () => {
  it('after logout', async ({ app }) => {
    await insertUser(app, '09127770001');
    const token = await tokenFor(app, '09127770001');
    expect(await status(app, token)).toBe(200);
    await app.rest('POST', '/api/auth/logout', undefined, bearer(token));
    expect(await status(app, token)).toBe(401);
  });

  it("after a password change (the other devices' sessions; the changing one stays)", async ({ app }) => {
    await insertUser(app, '09127770002');
    const here = await tokenFor(app, '09127770002');
    const elsewhere = await tokenFor(app, '09127770002');
    const changed = await app.rest(
      'PUT',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'another-secret-9' },
      bearer(here),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await status(app, elsewhere)).toBe(401);
    expect(await status(app, here)).toBe(200);
  });

  it('after a role change: a token carries the account type it was issued for', async ({ app }) => {
    const user = await insertUser(app, '09127770003', { userType: 'ADMIN' });
    const token = await tokenFor(app, '09127770003');
    expect((await app.rest('GET', '/api/admin/donations/stats', undefined, bearer(token))).statusCode).toBe(
      200,
    );
    await app.db.update(users).set({ userType: 'STUDENT' }).where(eq(users.id, user.id));
    expect(await status(app, token)).toBe(401);
    expect((await app.rest('GET', '/api/admin/donations/stats', undefined, bearer(token))).statusCode).toBe(
      401,
    );
    // A promotion also needs a new sign-in, which then carries the new type.
    expect(await status(app, await tokenFor(app, '09127770003'))).toBe(200);
  });

  it('after deactivation, by the member or by an admin', async ({ app }) => {
    await insertUser(app, '09127770004');
    const self = await tokenFor(app, '09127770004');
    const out = await app.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, bearer(self));
    expect(out.statusCode, out.body).toBe(200);
    expect(await status(app, self)).toBe(401);

    const member = await insertUser(app, '09127770005');
    await insertUser(app, '09127770006', { userType: 'ADMIN' });
    const token = await tokenFor(app, '09127770005');
    const admin = await tokenFor(app, '09127770006');
    const toggled = await app.rest('PUT', `/api/auth/${member.id}/toggle-status`, undefined, bearer(admin));
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(await status(app, token)).toBe(401);
  });
});

describe('forged tokens are refused', () => {
  it("refuses alg 'none', a wrong key, another algorithm, an expired token and one without a role", async ({
    app,
  }) => {
    await insertUser(app, '09127770007');
    const good = await tokenFor(app, '09127770007');
    expect(await status(app, good)).toBe(200);
    const claims = claimsOf(good);
    const key = new TextEncoder().encode(SECRET);
    const sign = (payload: Record<string, unknown>, alg = 'HS256', secret = key) =>
      new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const forged = {
      none: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      noneUpper: `${encode({ alg: 'NONE', typ: 'JWT' })}.${encode(claims)}.`,
      wrongKey: await sign(claims, 'HS256', new TextEncoder().encode('x'.repeat(40))),
      otherAlgorithm: await sign(claims, 'HS512'),
      expired: await sign({ ...claims, iat: now - 7200, exp: now - 3600 }),
      noRole: await sign({ ...claims, role: undefined }),
      otherRole: await sign({ ...claims, role: 'ADMIN' }),
      otherUser: await sign({ ...claims, sub: String(Number(claims.sub) + 1) }),
    };
    // The right key and claims are accepted, so each refusal below is for its own reason.
    expect(await status(app, await sign(claims))).toBe(200);
    for (const [name, token] of Object.entries(forged)) {
      expect(await status(app, token), name).toBe(401);
      const me = await app.gql(graphql(`query SessionsMe { me { id } }`), {}, bearer(token));
      expect(me.data, name).toEqual({ me: null });
    }
  });
});
