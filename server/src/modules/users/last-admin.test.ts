import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../db/schema';
import { bearer, insertUser, PASSWORD } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const LAST_ADMIN = 'دست‌کم یک مدیر فعال باید در سامانه بماند';
const DEACTIVATE = graphql(`mutation LastAdminDeactivate($password: String!) {
  deactivateAccount(input: { password: $password }) { ok message }
}`);
const DELETE = graphql(`mutation LastAdminDelete($password: String!) {
  deleteAccount(input: { password: $password }) { ok message }
}`);

let nextPhone = 0;

// Each test starts with no active admin of its own making: the earlier tests' admins step aside.
it.beforeEach(async ({ app }) => {
  await app.db.update(users).set({ isActive: false }).where(eq(users.userType, 'ADMIN'));
});

async function admin(app: TestApp, isActive = true) {
  nextPhone += 1;
  const user = await insertUser(app, `0912555${String(nextPhone).padStart(4, '0')}`, {
    userType: 'ADMIN',
    isActive,
  });
  const token = await app.services.sessions.open(user.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: user.id, headers: bearer(token) };
}

const rowOf = async (app: TestApp, id: number) =>
  (await app.db.select().from(users).where(eq(users.id, id)))[0];

async function expectStillTheAdmin(app: TestApp, me: { id: number; headers: Record<string, string> }) {
  expect(await rowOf(app, me.id)).toMatchObject({ userType: 'ADMIN', isActive: true, deletedAt: null });
  expect((await app.rest('GET', '/api/admin/users?size=1', undefined, me.headers)).statusCode).toBe(200);
}

describe('the last active admin cannot leave the site without an admin', () => {
  it('refuses switching themselves off through the REST door (409, Persian)', async ({ app }) => {
    const me = await admin(app);
    const answer = await app.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, me.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, message: LAST_ADMIN });
    await expectStillTheAdmin(app, me);
  });

  it('refuses switching themselves off through GraphQL', async ({ app }) => {
    const me = await admin(app);
    const answer = await app.gql(DEACTIVATE, { password: PASSWORD }, me.headers);
    expect(answer.errors?.[0]).toMatchObject({ message: LAST_ADMIN, extensions: { code: 'CONFLICT' } });
    await expectStillTheAdmin(app, me);
  });

  it('refuses deleting themselves through the REST door (409, Persian)', async ({ app }) => {
    const me = await admin(app);
    const answer = await app.rest('DELETE', '/api/auth/account', { password: PASSWORD }, me.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, message: LAST_ADMIN });
    await expectStillTheAdmin(app, me);
  });

  it('refuses deleting themselves through GraphQL', async ({ app }) => {
    const me = await admin(app);
    const answer = await app.gql(DELETE, { password: PASSWORD }, me.headers);
    expect(answer.errors?.[0]).toMatchObject({ message: LAST_ADMIN, extensions: { code: 'CONFLICT' } });
    await expectStillTheAdmin(app, me);
  });

  it('counts only active admins: a switched-off admin does not let the last active one go', async ({
    app,
  }) => {
    const me = await admin(app);
    await admin(app, false);
    const answer = await app.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, me.headers);
    expect(answer.statusCode).toBe(409);
    await expectStillTheAdmin(app, me);
  });

  it('lets an admin switch themselves off, or delete themselves, while another active admin stays', async ({
    app,
  }) => {
    const [first, second, stays] = [await admin(app), await admin(app), await admin(app)];
    const off = await app.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, first.headers);
    expect(off.json()).toMatchObject({ success: true, message: 'حساب کاربری شما غیرفعال شد' });
    const gone = await app.gql(DELETE, { password: PASSWORD }, second.headers);
    expect(gone.errors).toBeUndefined();
    expect(await rowOf(app, first.id)).toMatchObject({ isActive: false });
    expect((await rowOf(app, second.id)).deletedAt).not.toBeNull();
    await expectStillTheAdmin(app, stays);
  });
});
