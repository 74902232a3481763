import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { users } from '../../db/schema';
import { seedDemoUsers } from '../../db/seed/users';
import { insertUser, tokenFor } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createOrPromoteAdmin } from './admin-account';

describe('admin bootstrap and demo accounts', () => {
  it('creates an admin who can sign in, and promotes an existing number', async ({ app }) => {
    const first = await createOrPromoteAdmin(app.db, { phone: '۰۹۱۲ ۰۰۰ ۹۹۹۹', password: 'a long password' });
    expect(first.created).toBe(true);
    const me = await app.gql(
      graphql(`query AdminAccountMe { me { userType } }`),
      {},
      {
        authorization: `Bearer ${await tokenFor(app, '09120009999', 'a long password')}`,
      },
    );
    expect(me.data?.me?.userType).toBe('ADMIN');
    const member = await insertUser(app, '09120009998');
    const second = await createOrPromoteAdmin(app.db, { phone: '09120009998', password: 'another password' });
    expect(second).toEqual({ id: member.id, created: false });
    await expect(
      createOrPromoteAdmin(app.db, { phone: '123', password: 'a long password' }),
    ).rejects.toThrow();
    await expect(createOrPromoteAdmin(app.db, { phone: '09120009997', password: 'short' })).rejects.toThrow();
  });

  it('seeds one demo account of each type with the README password, once', async ({ app }) => {
    await seedDemoUsers(app.db);
    await seedDemoUsers(app.db);
    const demo = await app.db.select().from(users).where(eq(users.phoneNumber, '09120000004'));
    expect(demo.map((u) => u.userType)).toEqual(['ADMIN']);
    for (const phone of ['09120000001', '09120000002', '09120000003', '09120000004']) {
      expect(await tokenFor(app, phone, 'demo1234')).toBeTruthy();
    }
  });
});
