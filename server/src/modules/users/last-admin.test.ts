import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, insertUser, PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

const LAST_ADMIN = 'دست‌کم یک مدیر فعال باید در سامانه بماند';
const DEACTIVATE = `mutation ($password: String!) {
  deactivateAccount(input: { password: $password }) { ok message }
}`;
const DELETE = `mutation ($password: String!) {
  deleteAccount(input: { password: $password }) { ok message }
}`;

let t: TestApp;
let nextPhone = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test starts with no active admin of its own making: the earlier tests' admins step aside.
beforeEach(async () => {
  await t.db.update(users).set({ isActive: false }).where(eq(users.userType, 'ADMIN'));
});

async function admin(isActive = true) {
  nextPhone += 1;
  const user = await insertUser(t, `0912555${String(nextPhone).padStart(4, '0')}`, {
    userType: 'ADMIN',
    isActive,
  });
  const token = await t.app.services.sessions.open(user.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: user.id, headers: bearer(token) };
}

const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

async function expectStillTheAdmin(me: { id: number; headers: Record<string, string> }) {
  expect(await rowOf(me.id)).toMatchObject({ userType: 'ADMIN', isActive: true, deletedAt: null });
  expect((await t.rest('GET', '/api/admin/users?size=1', undefined, me.headers)).statusCode).toBe(200);
}

describe('the last active admin cannot leave the site without an admin', () => {
  it('refuses switching themselves off through the REST door (409, Persian)', async () => {
    const me = await admin();
    const answer = await t.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, me.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, message: LAST_ADMIN });
    await expectStillTheAdmin(me);
  });

  it('refuses switching themselves off through GraphQL', async () => {
    const me = await admin();
    const answer = await t.gql(DEACTIVATE, { password: PASSWORD }, me.headers);
    expect(answer.errors?.[0]).toMatchObject({ message: LAST_ADMIN, extensions: { code: 'CONFLICT' } });
    await expectStillTheAdmin(me);
  });

  it('refuses deleting themselves through the REST door (409, Persian)', async () => {
    const me = await admin();
    const answer = await t.rest('DELETE', '/api/auth/account', { password: PASSWORD }, me.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, message: LAST_ADMIN });
    await expectStillTheAdmin(me);
  });

  it('refuses deleting themselves through GraphQL', async () => {
    const me = await admin();
    const answer = await t.gql(DELETE, { password: PASSWORD }, me.headers);
    expect(answer.errors?.[0]).toMatchObject({ message: LAST_ADMIN, extensions: { code: 'CONFLICT' } });
    await expectStillTheAdmin(me);
  });

  it('counts only active admins: a switched-off admin does not let the last active one go', async () => {
    const me = await admin();
    await admin(false);
    const answer = await t.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, me.headers);
    expect(answer.statusCode).toBe(409);
    await expectStillTheAdmin(me);
  });

  it('lets an admin switch themselves off, or delete themselves, while another active admin stays', async () => {
    const [first, second, stays] = [await admin(), await admin(), await admin()];
    const off = await t.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, first.headers);
    expect(off.json()).toMatchObject({ success: true, message: 'حساب کاربری شما غیرفعال شد' });
    const gone = await t.gql(DELETE, { password: PASSWORD }, second.headers);
    expect(gone.errors).toBeUndefined();
    expect(await rowOf(first.id)).toMatchObject({ isActive: false });
    expect((await rowOf(second.id)).deletedAt).not.toBeNull();
    await expectStillTheAdmin(stays);
  });
});
