import { describe, expect } from 'vitest';
import { contactMessages, programs } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { lastJalaliMonths } from './jalali-months';

let admin: Record<string, string>;
const months = lastJalaliMonths(6);
const inMonth = (back: number) => new Date(months[5 - back].start.getTime() + 60 * 60 * 1000);

it.beforeAll(async ({ app }) => {
  await insertUser(app, '09120003000', { userType: 'ADMIN', createdAt: inMonth(0) });
  // Users: 3 new this month (with the admin), 2 last month, 1 four months ago; one of them inactive.
  await insertUser(app, '09120003001', { createdAt: inMonth(0) });
  await insertUser(app, '09120003002', { createdAt: inMonth(0), isActive: false });
  await insertUser(app, '09120003003', { createdAt: inMonth(1) });
  await insertUser(app, '09120003004', { createdAt: inMonth(1) });
  await insertUser(app, '09120003005', { createdAt: inMonth(4) });
  admin = bearer(await tokenFor(app, '09120003000'));
  const program = (name: string, status: 'ACTIVE' | 'DRAFT', back: number) => ({
    name,
    programType: 'SCHOLARSHIP' as const,
    status,
    startDate: '2026-01-01',
    endDate: '2027-01-01',
    createdAt: inMonth(back),
  });
  await app.db.insert(programs).values([program('الف', 'ACTIVE', 1), program('ب', 'DRAFT', 1)]);
  await app.db.insert(contactMessages).values({
    name: 'سارا',
    email: 's@example.org',
    subject: 'OTHER',
    message: 'سلام به انجمن خیریه',
    createdAt: inMonth(0),
  });
});

describe('GET /api/admin/stats', () => {
  it('answers the four figures, this month’s growth over the last and six Persian months', async ({
    app,
  }) => {
    const response = await app.rest('GET', '/api/admin/stats', undefined, admin);
    expect(response.statusCode).toBe(200);
    const stats = response.json().data;
    expect(stats).toMatchObject({
      activeUsers: 5,
      activePrograms: 1,
      activeCourses: 0,
      pendingContacts: 1,
      userGrowth: 50,
      programGrowth: -100,
      contactGrowth: 100,
      courseGrowth: 0,
    });
    expect(stats.monthlyStats).toHaveLength(6);
    expect(stats.monthlyStats.map((m: { users: number }) => m.users)).toEqual([0, 1, 0, 0, 2, 3]);
    expect(stats.monthlyStats.map((m: { programs: number }) => m.programs)).toEqual([0, 0, 0, 0, 2, 0]);
    expect(stats.monthlyStats[5].month).toBe(months[5].name);
  });

  it('program stats for the admin count drafts too', async ({ app }) => {
    const stats = await app.rest('GET', '/api/admin/programs/stats', undefined, admin);
    expect(stats.json().data).toMatchObject({ totalPrograms: 2, activePrograms: 1 });
    const publicStats = await app.rest('GET', '/api/programs/statistics');
    expect(publicStats.json().data.totalPrograms).toBe(1);
  });
});
