import { toTehranIsoDate } from '@common/date';
import { describe, expect } from 'vitest';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { insertProgram } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';

let ids: Record<string, number>;
const day = (offset: number) => toTehranIsoDate(new Date(Date.now() + offset * 86_400_000));

it.beforeAll(async ({ app }) => {
  const open = await insertProgram(app, {
    name: 'بورسيه دانش‌آموزان كرمان',
    description: 'کمک هزینه تحصیلی برای ۱۲۰ دانش‌آموز',
    targetBudget: 1_000_000,
    raisedAmount: 1_500_000,
    maxParticipants: 10,
    currentParticipants: 4,
    applicationDeadline: day(0),
    startDate: day(10),
    timeline: [{ date: '2026-01-01', event: 'شروع', status: 'completed' }],
    benefits: 'کتاب\nکلاس',
  });
  const full = await insertProgram(app, {
    name: 'لوازم تحریر',
    programType: 'SUPPLIES',
    maxParticipants: 5,
    currentParticipants: 5,
    startDate: day(10),
  });
  const late = await insertProgram(app, {
    name: 'منتورینگ',
    programType: 'MENTORSHIP',
    applicationDeadline: day(-1),
  });
  const started = await insertProgram(app, {
    name: 'کلاس تقویتی',
    programType: 'TUTORING',
    startDate: day(0),
  });
  const done = await insertProgram(app, { name: 'پایان‌یافته', status: 'COMPLETED', raisedAmount: 700 });
  const draft = await insertProgram(app, { name: 'پیش‌نویس پنهان', status: 'DRAFT' });
  const pending = await insertProgram(app, { name: 'در انتظار', status: 'PENDING' });
  ids = {
    open: open.id,
    full: full.id,
    late: late.id,
    started: started.id,
    done: done.id,
    draft: draft.id,
    pending: pending.id,
  };
});

const names = (body: { data: { content?: Array<{ name: string }> } | Array<{ name: string }> }) =>
  (Array.isArray(body.data) ? body.data : (body.data.content ?? [])).map((p) => p.name).sort();

describe('public programs', () => {
  it('GET /api/programs lists public programs only (never drafts or programs awaiting approval), paged', async ({
    app,
  }) => {
    const response = await app.rest('GET', '/api/programs?page=0&size=2');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ totalElements: 5, totalPages: 3, page: 0, size: 2 });
    const all = (await app.rest('GET', '/api/programs')).json();
    expect(names(all)).not.toContain('پیش‌نویس پنهان');
    expect(names(all)).not.toContain('در انتظار');
    expect(names((await app.rest('GET', '/api/programs?status=COMPLETED')).json())).toEqual(['پایان‌یافته']);
    expect((await app.rest('GET', '/api/programs?status=DRAFT')).statusCode).toBe(400);
    expect((await app.rest('GET', '/api/programs?size=101')).statusCode).toBe(400);
  });

  it('GET /api/programs/active answers ACTIVE programs only', async ({ app }) => {
    const body = (await app.rest('GET', '/api/programs/active?page=0&size=100')).json();
    expect(names(body)).toEqual(['بورسيه دانش‌آموزان كرمان', 'لوازم تحریر', 'منتورینگ', 'کلاس تقویتی'].sort());
  });

  it('search normalises Arabic letters, the half-space and digits in both the text and the words', async ({
    app,
  }) => {
    for (const term of ['بورسیه', 'کرمان', 'دانشآموزان', '120', '۱۲۰ دانش‌آموز', 'BORS'.toLowerCase()]) {
      const body = (
        await app.rest('GET', `/api/programs/search?searchTerm=${encodeURIComponent(term)}`)
      ).json();
      expect(names(body), term).toEqual(term === 'bors' ? [] : ['بورسيه دانش‌آموزان كرمان']);
    }
    const gql = await app.gql(
      graphql(`query ProgramsPublicPrograms { publicPrograms(search: "پیش‌نویس") { totalElements } }`),
    );
    expect(gql.data?.publicPrograms.totalElements).toBe(0);
  });

  it('filters by type', async ({ app }) => {
    expect(names((await app.rest('GET', '/api/programs/type/SUPPLIES')).json())).toEqual(['لوازم تحریر']);
    expect((await app.rest('GET', '/api/programs/type/NOPE')).statusCode).toBe(400);
  });

  it('a program answers its fields, funding percentage not capped, timeline as JSON text', async ({
    app,
  }) => {
    const response = await app.rest('GET', `/api/programs/${ids.open}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ids.open,
      programType: 'SCHOLARSHIP',
      status: 'ACTIVE',
      targetBudget: 1_000_000,
      raisedAmount: 1_500_000,
      fundingPercentage: 150,
      availableSlots: 6,
      acceptingApplications: true,
      benefits: 'کتاب\nکلاس',
    });
    expect(JSON.parse(response.json().data.timeline)).toEqual([
      { date: '2026-01-01', event: 'شروع', status: 'completed' },
    ]);
  });

  it('a missing, draft or pending program is a 404 with the spec message', async ({ app }) => {
    for (const id of [ids.draft, ids.pending, 999_999]) {
      const response = await app.rest('GET', `/api/programs/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('برنامه مورد نظر یافت نشد');
    }
    expect((await app.rest('GET', '/api/programs/abc')).statusCode).toBe(400);
  });

  it('accepting applications follows spec §4: ACTIVE, before deadline and start, places left', async ({
    app,
  }) => {
    const body = (await app.rest('GET', '/api/programs/accepting-applications')).json();
    // The full one has no places; the late one is past its deadline; the started one starts today.
    expect(names(body)).toEqual(['بورسيه دانش‌آموزان كرمان']);
  });

  it('available slots lists ACTIVE programs with places left or no maximum', async ({ app }) => {
    const body = (await app.rest('GET', '/api/programs/available-slots')).json();
    expect(names(body)).toEqual(['بورسيه دانش‌آموزان كرمان', 'منتورینگ', 'کلاس تقویتی'].sort());
  });

  it('types, statuses and statistics', async ({ app }) => {
    const types = (await app.rest('GET', '/api/programs/types')).json().data;
    expect(types).toHaveLength(9);
    expect(types[0]).toEqual({ value: 'SCHOLARSHIP', label: 'بورسیه تحصیلی' });
    const statuses = (await app.rest('GET', '/api/programs/statuses'))
      .json()
      .data.map((s: { value: string }) => s.value);
    expect(statuses).toEqual(['ACTIVE', 'PAUSED', 'SUSPENDED', 'COMPLETED', 'CANCELLED']);
    const stats = (await app.rest('GET', '/api/programs/statistics')).json().data;
    expect(stats).toMatchObject({
      totalPrograms: 5,
      activePrograms: 4,
      completedPrograms: 1,
      acceptingApplications: 1,
      totalFundingRaised: 1_500_700,
      totalFundingTarget: 1_000_000,
      totalActiveParticipants: 9,
    });
    expect(stats.byType.find((b: { type: string }) => b.type === 'SCHOLARSHIP').count).toBe(2);
  });

  it('GET /api/admin/programs/list is for admins: every program as {id, name}', async ({ app }) => {
    expect((await app.rest('GET', '/api/admin/programs/list')).statusCode).toBe(401);
    await insertUser(app, '09120000011', { userType: 'DONOR' });
    const donor = await tokenFor(app, '09120000011');
    expect((await app.rest('GET', '/api/admin/programs/list', undefined, bearer(donor))).statusCode).toBe(
      403,
    );
    await insertUser(app, '09120000012', { userType: 'ADMIN' });
    const admin = await tokenFor(app, '09120000012');
    const response = await app.rest('GET', '/api/admin/programs/list', undefined, bearer(admin));
    expect(response.json().data).toHaveLength(7);
    expect(Object.keys(response.json().data[0])).toEqual(['id', 'name']);
  });
});
