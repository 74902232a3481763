import { parseTimeline } from '@common/program-text';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, programs } from '../../db/schema';
import { seedPrograms } from '../../db/seed/programs';
import { it } from '../../testing/fixtures';
import { donate, insertPaymentMethods, insertProgram, TEST_METHODS } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import { programAdminAndStudent, programForm } from '../../testing/program-admin';
import type { TestApp } from '../../testing/test-app';
import { insertPrograms } from './program-writer';

let admin: Record<string, string>;
let student: Record<string, string>;

it.beforeAll(async ({ app }) => {
  ({ admin, student } = await programAdminAndStudent(app, '0912662'));
  await insertPaymentMethods(app);
});

/** The spec's program payload: the timeline as JSON text, numbers as the form's text. */
const payload = (extra: Record<string, unknown> = {}) =>
  programForm({
    timeline: JSON.stringify([
      { id: 1_700_000_000_001, date: '2026-10-01', event: 'شروع کلاس‌ها', status: 'pending' },
      { id: 1_700_000_000_000, date: '2026-09-01', event: 'پایان ثبت‌نام', status: 'completed' },
    ]),
    targetBudget: '۵۰۰٬۰۰۰٬۰۰۰',
    maxParticipants: '40',
    ...extra,
  });

const post = (app: TestApp, body: unknown, headers = admin) =>
  app.rest('POST', '/api/admin/programs', body, headers);
const put = (app: TestApp, id: number, body: unknown, headers = admin) =>
  app.rest('PUT', `/api/admin/programs/${id}`, body, headers);

async function completeDonation(app: TestApp, programId: number, amountToman: number) {
  const donationId = await donate(app, programId, amountToman, TEST_METHODS.card);
  const done = await app.rest('POST', `/api/donations/${donationId}/complete`, undefined, admin);
  expect(done.statusCode, done.body).toBe(200);
  return donationId;
}

describe('POST and PUT /api/admin/programs', () => {
  it('creates from the spec payload: timeline JSON text, ids as text, budget in rial', async ({ app }) => {
    const response = await post(app, payload());
    expect(response.statusCode, response.body).toBe(201);
    const { success, message, data } = response.json();
    expect({ success, message }).toEqual({ success: true, message: 'برنامه با موفقیت ایجاد شد' });
    expect(data).toMatchObject({
      status: 'DRAFT',
      targetBudget: 500_000_000,
      raisedAmount: 0,
      maxParticipants: 40,
    });
    expect(JSON.parse(data.timeline)).toEqual([
      { id: '1700000000000', date: '2026-09-01', event: 'پایان ثبت‌نام', status: 'completed' },
      { id: '1700000000001', date: '2026-10-01', event: 'شروع کلاس‌ها', status: 'pending' },
    ]);
    const read = await app.rest('GET', `/api/admin/programs/${data.id}`, undefined, admin);
    expect(read.json().data).toEqual(data);
    const { name, programType, targetBudget, ...rest } = payload();
    const aliased = await post(app, {
      ...rest,
      title: name,
      type: programType,
      requiredFunding: targetBudget,
    });
    expect(aliased.statusCode, aliased.body).toBe(201);
    expect(aliased.json().data).toMatchObject({ name, programType, targetBudget: 500_000_000 });
  });

  it('a program read and sent back does not change, and a typed raised amount is ignored', async ({
    app,
  }) => {
    const { id } = await insertProgram(app, {
      status: 'ACTIVE',
      startDate: '2026-09-23',
      endDate: '2027-06-21',
    });
    await completeDonation(app, id, 25_000);
    const read = (await app.rest('GET', `/api/admin/programs/${id}`, undefined, admin)).json().data;
    expect(read.raisedAmount).toBe(250_000);
    const saved = await put(app, id, {
      ...read,
      raisedAmount: 999_999_999,
      currentParticipants: 77,
      name: 'نام تازه برنامه',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'برنامه با موفقیت به‌روزرسانی شد',
      data: {
        name: 'نام تازه برنامه',
        raisedAmount: 250_000,
        currentParticipants: 0,
        targetBudget: read.targetBudget,
      },
    });
    const [row] = await app.db.select().from(programs).where(eq(programs.id, id));
    expect(row.raisedAmount).toBe(250_000);
  });

  it('every seeded program saves unchanged from its own GET answer (the edit screen round trip)', async ({
    app,
  }) => {
    const ids = await insertPrograms(app.db, seedPrograms);
    for (const id of ids) {
      const read = (await app.rest('GET', `/api/admin/programs/${id}`, undefined, admin)).json().data;
      const saved = await put(app, id, read);
      expect(saved.statusCode, `${read.name}: ${saved.body}`).toBe(200);
      const { updatedAt: _a, timeline: savedTimeline, ...after } = saved.json().data;
      const { updatedAt: _b, timeline: readTimeline, ...before } = read;
      expect(after).toEqual(before);
      // Doc 2's stored 'current' is read, and saved, as in_progress.
      expect(parseTimeline(savedTimeline)).toEqual(parseTimeline(readTimeline));
    }
  });

  it('answers a bad timeline text, wrong JSON types and a fractional budget with 400 on the field', async ({
    app,
  }) => {
    const bad = await post(app, payload({ timeline: '{oops' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      message: 'فرمت JSON برنامه زمان‌بندی معتبر نیست.',
      errors: { timeline: 'فرمت JSON برنامه زمان‌بندی معتبر نیست.' },
    });
    const notList = await post(app, payload({ timeline: '{"event":"x"}' }));
    expect(notList.json().errors).toEqual({ timeline: 'فرمت JSON برنامه زمان‌بندی معتبر نیست.' });
    const types = await post(
      app,
      payload({ name: 42, startDate: true, maxParticipants: 'چهل', programType: 'PARTY' }),
    );
    expect(types.statusCode).toBe(400);
    expect(types.json().errors).toMatchObject({
      name: 'نام برنامه الزامی است',
      startDate: 'تاریخ شروع الزامی است',
      programType: 'نوع برنامه الزامی است',
    });
    expect(types.json().errors.maxParticipants).toBeTruthy();
    const fraction = await post(app, payload({ targetBudget: '1000.5' }));
    expect(fraction.json().errors).toEqual({ targetBudget: 'بودجه‌ی هدف باید عددی صحیح (به ریال) باشد' });
    const blankBudget = await post(app, payload({ targetBudget: '' }));
    expect(blankBudget.json().data.targetBudget).toBeNull();
    const missing = await post(app, { description: 'فقط توضیحات برنامه' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      name: 'نام برنامه الزامی است',
      startDate: 'تاریخ شروع الزامی است',
      endDate: 'تاریخ پایان الزامی است',
    });
  });

  it('is for admins only (401 anonymous, 403 a student)', async ({ app }) => {
    expect((await app.rest('GET', '/api/admin/programs')).statusCode).toBe(401);
    expect((await post(app, payload(), student)).statusCode).toBe(403);
    expect((await app.rest('PUT', '/api/programs/1/funding', undefined, student)).statusCode).toBe(403);
    expect(
      (await app.rest('PUT', '/api/programs/1/participants', { currentParticipants: 1 })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/programs', () => {
  it('pages every status with search, type and status, in data.content', async ({ app }) => {
    await insertProgram(app, { name: 'پيش‌نويس آموزش كودكان', status: 'DRAFT', programType: 'TUTORING' });
    const response = await app.rest(
      'GET',
      `/api/admin/programs?page=0&size=10&search=${encodeURIComponent('پیش نویس کودکان')}&type=TUTORING&status=DRAFT`,
      undefined,
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      content: [{ name: 'پيش‌نويس آموزش كودكان', status: 'DRAFT' }],
      totalPages: 1,
      totalElements: 1,
    });
    const missing = await app.rest('GET', '/api/admin/programs/999999', undefined, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('برنامه مورد نظر یافت نشد');
    expect((await app.rest('GET', '/api/admin/programs/stats', undefined, admin)).statusCode).toBe(200);
    expect((await app.rest('GET', '/api/admin/programs/list', undefined, admin)).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/programs/{id}', () => {
  it('deletes a program without donations, audited', async ({ app }) => {
    const { id } = await insertProgram(app);
    const response = await app.rest('DELETE', `/api/admin/programs/${id}`, undefined, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'برنامه با موفقیت حذف شد',
      data: { ok: true, cancelled: false },
    });
    expect(await app.db.select().from(programs).where(eq(programs.id, id))).toEqual([]);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)));
    expect(entry.action).toBe('delete');
  });

  it('cancels a program with any donation, or with participants, and says so', async ({ app }) => {
    const given = await insertProgram(app);
    await donate(app, given.id, 10_000, TEST_METHODS.card);
    const response = await app.rest('DELETE', `/api/admin/programs/${given.id}`, undefined, admin);
    expect(response.json()).toMatchObject({
      message: 'این برنامه کمک مالی یا شرکت‌کننده دارد؛ به‌جای حذف، لغو شد تا سابقه‌ی کمک‌ها و شرکت‌کنندگان بماند',
      data: { ok: true, cancelled: true },
    });
    const [row] = await app.db.select().from(programs).where(eq(programs.id, given.id));
    expect(row.status).toBe('CANCELLED');
    const again = await app.rest('DELETE', `/api/admin/programs/${given.id}`, undefined, admin);
    expect(again.json().data).toMatchObject({ cancelled: true });
    const joined = await insertProgram(app, { currentParticipants: 3 });
    const gql = await app.gql(
      graphql(
        `mutation ProgramAdminRestDelete($id: Int!) { deleteProgram(id: $id) { ok cancelled message } }`,
      ),
      { id: joined.id },
      admin,
    );
    expect(gql.data?.deleteProgram).toMatchObject({ ok: true, cancelled: true });
    const missing = await app.rest('DELETE', '/api/admin/programs/999999', undefined, admin);
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /api/programs/{id}/participants and /funding', () => {
  it('sets the participants from 0 up to the maximum', async ({ app }) => {
    const { id } = await insertProgram(app, { maxParticipants: 5 });
    const set = await app.rest('PUT', `/api/programs/${id}/participants`, { currentParticipants: 5 }, admin);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'تعداد شرکت‌کنندگان به‌روزرسانی شد',
      data: { currentParticipants: 5, availableSlots: 0 },
    });
    const over = await app.rest('PUT', `/api/programs/${id}/participants`, { currentParticipants: 6 }, admin);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({
      currentParticipants: 'تعداد شرکت‌کنندگان نمی‌تواند بیشتر از ظرفیت برنامه (۵) باشد',
    });
    const negative = await app.gql(
      graphql(
        `mutation ProgramAdminRestNegative($id: Int!) { updateProgramParticipants(id: $id, currentParticipants: -1) { id } }`,
      ),
      { id },
      admin,
    );
    expect(negative.errors?.[0]?.message).toBe('تعداد شرکت‌کنندگان نمی‌تواند منفی باشد');
    const text = await app.rest(
      'PUT',
      `/api/programs/${id}/participants`,
      { currentParticipants: 'بسیار' },
      admin,
    );
    expect(text.statusCode).toBe(400);
  });

  it('recounts the raised amount from the completed donations, whatever the body says', async ({ app }) => {
    const { id } = await insertProgram(app);
    await completeDonation(app, id, 10_000);
    await completeDonation(app, id, 5_000);
    await donate(app, id, 70_000, TEST_METHODS.card);
    await app.db.update(programs).set({ raisedAmount: 1 }).where(eq(programs.id, id));
    const response = await app.rest('PUT', `/api/programs/${id}/funding`, { raisedAmount: 42 }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'مبلغ جمع‌آوری‌شده از روی کمک‌های تکمیل‌شده دوباره محاسبه شد',
      data: { raisedAmount: 150_000 },
    });
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)));
    expect(entries.at(-1)).toMatchObject({
      action: 'funding',
      changes: { raisedAmount: { before: '1', after: '150000' } },
    });
    expect((await app.rest('PUT', '/api/programs/999999/funding', undefined, admin)).statusCode).toBe(404);
  });
});
