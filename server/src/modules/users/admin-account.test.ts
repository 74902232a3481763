import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { seedDemoUsers } from '../../db/seed/users';
import { insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createOrPromoteAdmin } from './admin-account';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin bootstrap and demo accounts', () => {
  it('creates an admin who can sign in, and promotes an existing number', async () => {
    const first = await createOrPromoteAdmin(t.db, { phone: '۰۹۱۲ ۰۰۰ ۹۹۹۹', password: 'a long password' });
    expect(first.created).toBe(true);
    const me = await t.gql<{ me: { userType: string } }>(
      '{ me { userType } }',
      {},
      {
        authorization: `Bearer ${await tokenFor(t, '09120009999', 'a long password')}`,
      },
    );
    expect(me.data?.me.userType).toBe('ADMIN');
    const member = await insertUser(t, '09120009998');
    const second = await createOrPromoteAdmin(t.db, { phone: '09120009998', password: 'another password' });
    expect(second).toEqual({ id: member.id, created: false });
    await expect(createOrPromoteAdmin(t.db, { phone: '123', password: 'a long password' })).rejects.toThrow();
    await expect(createOrPromoteAdmin(t.db, { phone: '09120009997', password: 'short' })).rejects.toThrow();
  });

  it('seeds one demo account of each type with the README password, once', async () => {
    await seedDemoUsers(t.db);
    await seedDemoUsers(t.db);
    const demo = await t.db.select().from(users).where(eq(users.phoneNumber, '09120000004'));
    expect(demo.map((u) => u.userType)).toEqual(['ADMIN']);
    for (const phone of ['09120000001', '09120000002', '09120000003', '09120000004']) {
      expect(await tokenFor(t, phone, 'demo1234')).toBeTruthy();
    }
  });
});
