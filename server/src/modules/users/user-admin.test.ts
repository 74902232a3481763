import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';

let admin: Record<string, string>;
let adminId: number;

it.beforeAll(async ({ app }) => {
  adminId = (await insertUser(app, '09120001000', { userType: 'ADMIN', firstName: 'مدیر', lastName: 'اصلی' }))
    .id;
  admin = bearer(await tokenFor(app, '09120001000'));
});

const newUser = {
  firstName: 'علی',
  lastName: 'کریمی',
  email: 'Ali.Karimi@Example.org',
  phoneNumber: '۰۹۱۲۰۰۰۱۰۰۱',
  password: 'secret1',
  userType: 'STUDENT',
  studentId: 'S-12',
  educationLevel: 'BACHELOR',
};

describe('admin user list', () => {
  it.beforeAll(async ({ app }) => {
    await insertUser(app, '09120001101', { firstName: 'مریم', lastName: 'یزدانی', userType: 'DONOR' });
    await insertUser(app, '09120001102', { firstName: 'کیان', lastName: 'ملکی', userType: 'STAFF' });
    await insertUser(app, '09120001103', {
      firstName: 'رضا',
      lastName: 'نیک‌نام',
      email: 'reza@mail.example',
      deletedAt: new Date(),
    });
  });

  it('finds a Persian name typed with Arabic letters, a phone in Persian digits, and an e-mail', async ({
    app,
  }) => {
    const byArabic = await app.rest('GET', '/api/admin/users/search?q=مريم%20يزداني', undefined, admin);
    expect(byArabic.statusCode).toBe(200);
    expect(byArabic.json().data.content.map((u: { phoneNumber: string }) => u.phoneNumber)).toEqual([
      '09120001101',
    ]);
    const byPhone = await app.rest(
      'GET',
      `/api/admin/users?q=${encodeURIComponent('۰۰۰۱۱۰۲')}`,
      undefined,
      admin,
    );
    expect(byPhone.json().data.content).toHaveLength(1);
    expect(byPhone.json().data.content[0].lastName).toBe('ملکی');
    const byEmail = await app.rest('GET', '/api/admin/users?q=09120001101@EXAMPLE', undefined, admin);
    expect(byEmail.json().data.totalElements).toBe(1);
  });

  it('never lists a deleted user, and filters by type through the path or the query', async ({ app }) => {
    const all = await app.rest('GET', '/api/admin/users?size=100', undefined, admin);
    expect(all.json().data.content.some((u: { lastName: string }) => u.lastName === 'نیک‌نام')).toBe(false);
    const staff = await app.rest('GET', '/api/admin/users/type/staff', undefined, admin);
    expect(staff.json().data.content.map((u: { userType: string }) => u.userType)).toEqual(['STAFF']);
    const donors = await app.gql(
      graphql(`query UserAdminDonors { adminUsers(type: DONOR) { totalElements } }`),
      {},
      admin,
    );
    expect(donors.data?.adminUsers.totalElements).toBe(1);
    await insertUser(app, '09120001104', { isActive: false });
    const off = await app.rest('GET', '/api/admin/users?active=false', undefined, admin);
    expect(off.json().data.content.map((u: { phoneNumber: string }) => u.phoneNumber)).toEqual([
      '09120001104',
    ]);
    await app.db.delete(users).where(eq(users.phoneNumber, '09120001104'));
  });

  it('pages with the spec’s page, size, sortBy and sortDir and counts by type', async ({ app }) => {
    const page = await app.rest(
      'GET',
      '/api/admin/users?page=0&size=2&sortBy=id&sortDir=asc',
      undefined,
      admin,
    );
    expect(page.json().data).toMatchObject({ page: 0, size: 2, totalPages: 2 });
    expect(page.json().data.content[0].id).toBe(adminId);
    const counts = await app.rest('GET', '/api/admin/users/counts', undefined, admin);
    expect(counts.json().data).toMatchObject({ total: 3, ADMIN: 1, DONOR: 1, STAFF: 1, STUDENT: 0 });
    const bad = await app.rest('GET', '/api/admin/users?size=1000', undefined, admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('admin user create, edit, toggles and delete', () => {
  it('creates with the form’s defaults, says so in Persian, and refuses a taken phone', async ({ app }) => {
    const created = await app.rest('POST', '/api/admin/users', newUser, admin);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      message: 'کاربر با موفقیت ایجاد شد',
      data: {
        phoneNumber: '09120001001',
        email: 'ali.karimi@example.org',
        isActive: true,
        emailVerified: false,
        educationLevel: 'BACHELOR',
      },
    });
    expect(created.json().data.passwordHash).toBeUndefined();
    const again = await app.rest(
      'POST',
      '/api/admin/users',
      { ...newUser, email: 'other@example.org' },
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'این شماره موبایل قبلاً ثبت شده است' });
  });

  it('gives the spec’s messages on the fields and creates nothing', async ({ app }) => {
    const before = (await app.db.select().from(users)).length;
    const response = await app.rest(
      'POST',
      '/api/admin/users',
      { firstName: ' ', lastName: 'x', email: 'bad', phoneNumber: '0912', password: '123' },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      firstName: 'نام الزامی است',
      email: 'فرمت ایمیل صحیح نیست',
      password: 'رمز عبور باید حداقل ۶ کاراکتر باشد',
    });
    expect((await app.db.select().from(users)).length).toBe(before);
  });

  it('a type change ends the user’s sessions and is audited with before and after', async ({ app }) => {
    const user = await insertUser(app, '09120001201', { userType: 'STUDENT' });
    const auth = bearer(await tokenFor(app, '09120001201'));
    const fetched = (await app.rest('GET', `/api/admin/users/${user.id}`, undefined, admin)).json().data;
    const saved = await app.rest(
      'PUT',
      `/api/admin/users/${user.id}`,
      { ...fetched, userType: 'DONOR' },
      admin,
    );
    expect(saved.json()).toMatchObject({
      message: 'کاربر با موفقیت به‌روزرسانی شد',
      data: { userType: 'DONOR' },
    });
    expect((await app.rest('GET', '/api/user/profile', undefined, auth)).statusCode).toBe(401);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(user.id)));
    expect(entry).toMatchObject({
      actorId: adminId,
      actorName: 'مدیر اصلی',
      action: 'update',
      objectType: 'user',
      changes: { userType: { before: 'STUDENT', after: 'DONOR' } },
    });
  });

  it('toggles active (ending sessions) and e-mail verification through both doors', async ({ app }) => {
    const user = await insertUser(app, '09120001202');
    const auth = bearer(await tokenFor(app, '09120001202'));
    const off = await app.rest('PUT', `/api/admin/users/${user.id}/toggle-status`, undefined, admin);
    expect(off.json()).toMatchObject({
      message: 'وضعیت کاربر با موفقیت تغییر کرد',
      data: { isActive: false },
    });
    expect((await app.rest('GET', '/api/user/profile', undefined, auth)).statusCode).toBe(401);
    const verified = await app.gql(
      graphql(`mutation UserAdminVerify($id: Int!) { toggleUserVerification(id: $id) { emailVerified } }`),
      { id: user.id },
      admin,
    );
    expect(verified.data?.toggleUserVerification.emailVerified).toBe(true);
    const actions = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(user.id)));
    expect(actions.map((a) => a.action)).toEqual(['status', 'verification']);
  });

  it('deletes softly: the row stays without personal details, the phone is free again, sessions end', async ({
    app,
  }) => {
    const user = await insertUser(app, '09120001203');
    const deleted = await app.rest('DELETE', `/api/admin/users/${user.id}`, undefined, admin);
    expect(deleted.json()).toMatchObject({ success: true, message: 'کاربر با موفقیت حذف شد' });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phoneNumber: `deleted:${user.id}`, email: null, isActive: false });
    expect(row.deletedAt).not.toBeNull();
    expect((await app.rest('GET', `/api/admin/users/${user.id}`, undefined, admin)).statusCode).toBe(404);
    expect((await app.rest('DELETE', `/api/admin/users/${user.id}`, undefined, admin)).statusCode).toBe(404);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(user.id)));
    expect(entry.action).toBe('delete');
    expect(JSON.stringify(entry.changes)).not.toMatch(/argon|passwordHash/);
  });

  it('an admin cannot switch off, demote or delete their own account (409)', async ({ app }) => {
    const me = (await app.rest('GET', `/api/admin/users/${adminId}`, undefined, admin)).json().data;
    const answers = await Promise.all([
      app.rest('PUT', `/api/admin/users/${adminId}/toggle-status`, undefined, admin),
      app.rest('PUT', `/api/admin/users/${adminId}`, { ...me, userType: 'STAFF' }, admin),
      app.rest('PUT', `/api/admin/users/${adminId}`, { ...me, isActive: false }, admin),
      app.rest('DELETE', `/api/admin/users/${adminId}`, undefined, admin),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([409, 409, 409, 409]);
    expect(answers.map((a) => a.json().message)).toEqual([
      'نمی‌توانید حساب خودتان را غیرفعال کنید',
      'نمی‌توانید نوع حساب خودتان را تغییر دهید',
      'نمی‌توانید حساب خودتان را غیرفعال کنید',
      'نمی‌توانید حساب خودتان را حذف کنید',
    ]);
    const [row] = await app.db.select().from(users).where(eq(users.id, adminId));
    expect(row).toMatchObject({ userType: 'ADMIN', isActive: true, deletedAt: null });
  });

  it('two admins switching each other off at once leave one active admin (the other gets a 409)', async ({
    app,
  }) => {
    const a = await insertUser(app, '09120001301', { userType: 'ADMIN' });
    const b = await insertUser(app, '09120001302', { userType: 'ADMIN' });
    // The main admin steps aside, so a and b are the only active admins; both calls pass the door's
    // session check before either writes, as two requests in flight do.
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, adminId));
    const service = app.app.services.userAdmin;
    const viewer = (userId: number) => ({ userId, sessionId: 'x', userType: 'ADMIN' as const });
    try {
      const outcomes = await Promise.allSettled([
        service.toggleStatus(viewer(a.id), b.id),
        service.toggleStatus(viewer(b.id), a.id),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const [refused] = outcomes.filter((o) => o.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        code: 'CONFLICT',
        message: 'دست‌کم یک مدیر فعال باید در سامانه بماند',
      });
      const admins = await app.db.select().from(users).where(eq(users.userType, 'ADMIN'));
      expect(admins.filter((u) => u.isActive && u.id !== adminId)).toHaveLength(1);
    } finally {
      await app.db.update(users).set({ isActive: true }).where(eq(users.id, adminId));
    }
  });
});

describe('GET /api/admin/audit', () => {
  it('lists the writes newest first, filtered by admin, object type and days, for admins only', async ({
    app,
  }) => {
    const all = await app.rest('GET', '/api/admin/audit?size=100', undefined, admin);
    expect(all.statusCode).toBe(200);
    const entries = all.json().data.content;
    expect(entries.length).toBeGreaterThan(3);
    expect(entries[0].id).toBeGreaterThan(entries[1].id);
    const typeChange = entries.find(
      (e: { action: string; changes: Array<{ field: string }> }) =>
        e.action === 'update' && e.changes.some((c) => c.field === 'userType'),
    );
    expect(typeChange.changes).toContainEqual({ field: 'userType', before: '"STUDENT"', after: '"DONOR"' });
    const mine = await app.rest(
      'GET',
      `/api/admin/audit?actorId=${adminId}&objectType=user`,
      undefined,
      admin,
    );
    expect(mine.json().data.totalElements).toBeGreaterThan(0);
    const future = await app.rest('GET', '/api/admin/audit?from=2999-01-01', undefined, admin);
    expect(future.json().data.totalElements).toBe(0);
    const badRange = await app.rest(
      'GET',
      '/api/admin/audit?from=2026-02-01&to=2026-01-01',
      undefined,
      admin,
    );
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().message).toBe('تاریخ پایان نباید پیش از تاریخ شروع باشد');
    await insertUser(app, '09120001501', { userType: 'STAFF' });
    const staff = bearer(await tokenFor(app, '09120001501'));
    expect((await app.rest('GET', '/api/admin/audit', undefined, staff)).statusCode).toBe(403);
  });
});
