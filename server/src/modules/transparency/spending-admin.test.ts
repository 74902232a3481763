import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, donations, files, programSpendings, programs } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { insertProgram } from '../../testing/fundraising';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let programId: number;

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, '09120001501', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120001501'));
  await insertUser(t, '09120001502', { userType: 'DONOR' });
  member = bearer(await tokenFor(t, '09120001502'));
  programId = (await insertProgram(t, { name: 'بورسیه‌ی هزینه‌ها' })).id;
  await t.db.insert(files).values([
    { storageKey: 'images/receipt.png', url: '/uploads/images/receipt.png', mimeType: 'image/png', size: 10 },
    {
      storageKey: 'docs/receipt.pdf',
      url: '/uploads/docs/receipt.pdf',
      mimeType: 'application/pdf',
      size: 10,
    },
  ]);
});
afterAll(() => t.close());

const path = (id = programId) => `/api/admin/programs/${id}/spendings`;
const create = (body: Record<string, unknown>, id = programId) => t.rest('POST', path(id), body, admin);
const valid = { spentOn: '2025-06-01', amount: 250_000, description: 'خرید کتاب برای دانش‌آموزان' };
const audits = (objectId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'program_spending'), eq(auditLog.objectId, String(objectId))));

describe('spending entries (admin)', () => {
  it('are for admins only, through both doors: guests 401, members 403', async () => {
    expect((await t.rest('GET', path())).statusCode).toBe(401);
    expect((await t.rest('POST', path(), valid)).statusCode).toBe(401);
    expect((await t.rest('POST', path(), valid, member)).statusCode).toBe(403);
    expect((await t.rest('DELETE', `${path()}/1`, undefined, member)).statusCode).toBe(403);
    const guest = await t.gql(`{ adminProgramSpendings(programId: ${programId}) { id } }`);
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await t.gql(
      'mutation ($p: Int!, $i: ProgramSpendingInput!) { createProgramSpending(programId: $p, input: $i) { id } }',
      { p: programId, i: { spentOn: '2025-06-01', amountToman: 1000, description: 'x' } },
      member,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.select().from(programSpendings)).toHaveLength(0);
  });

  it('records an entry in toman over REST, stores rial and audits it', async () => {
    const response = await create({
      ...valid,
      amount: '۲۵۰٬۰۰۰',
      receiptImageUrl: '/uploads/images/receipt.png',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'هزینه با موفقیت ثبت شد',
      data: {
        programId,
        spentOn: '2025-06-01',
        amount: 2_500_000,
        description: 'خرید کتاب برای دانش‌آموزان',
        receiptImageUrl: '/uploads/images/receipt.png',
      },
    });
    const id = response.json().data.id;
    const [row] = await t.db.select().from(programSpendings).where(eq(programSpendings.id, id));
    expect(row.amount).toBe(2_500_000);
    expect(await audits(id)).toMatchObject([{ action: 'create' }]);
    const list = await t.rest('GET', path(), undefined, admin);
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([id]);
  });

  it('records through GraphQL too, with the Jalali picker date', async () => {
    const answer = await t.gql<{ createProgramSpending: { amount: number; spentOn: string } }>(
      `mutation ($p: Int!, $i: ProgramSpendingInput!) {
        createProgramSpending(programId: $p, input: $i) { amount spentOn }
      }`,
      { p: programId, i: { spentOn: '۲۰۲۵-۰۷-۰۱', amountToman: 1000, description: 'ایاب و ذهاب' } },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createProgramSpending).toEqual({ amount: 10_000, spentOn: '2025-07-01' });
  });

  it('answers each bad input on its field in Persian, never a 500', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, spentOn: '' }, 'spentOn', 'تاریخ هزینه الزامی است'],
      [{ ...valid, spentOn: '2025-02-30' }, 'spentOn', 'تاریخ واردشده نامعتبر است'],
      [{ ...valid, spentOn: '2999-01-01' }, 'spentOn', 'تاریخ هزینه نمی‌تواند بعد از امروز باشد'],
      [{ ...valid, amount: null }, 'amount', 'مبلغ هزینه الزامی است'],
      [{ ...valid, amount: 0 }, 'amount', 'مبلغ هزینه باید عددی صحیح و دست‌کم ۱ تومان باشد'],
      [{ ...valid, amount: -5 }, 'amount', 'مبلغ هزینه باید عددی صحیح و دست‌کم ۱ تومان باشد'],
      [{ ...valid, amount: 10.5 }, 'amount', 'مبلغ هزینه باید عددی صحیح و دست‌کم ۱ تومان باشد'],
      [{ ...valid, amount: 1e15 }, 'amount', 'مبلغ هزینه حداکثر ۱۰۰ میلیارد تومان است'],
      [{ ...valid, amount: 'یک' }, 'amount', 'مقدار «مبلغ» نامعتبر است'],
      [{ ...valid, description: '   ' }, 'description', 'شرح هزینه الزامی است'],
      [{ ...valid, description: 'ب'.repeat(501) }, 'description', 'حداکثر ۵۰۰ کاراکتر مجاز است'],
      [
        { ...valid, receiptImageUrl: 'javascript:alert(1)' },
        'receiptImageUrl',
        'تصویر رسید باید تصویری آپلودشده در همین سایت باشد',
      ],
      [
        { ...valid, receiptImageUrl: '/images/x.png' },
        'receiptImageUrl',
        'تصویر رسید باید تصویری آپلودشده در همین سایت باشد',
      ],
      [
        { ...valid, receiptImageUrl: '/uploads/never.png' },
        'receiptImageUrl',
        'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد',
      ],
      [
        { ...valid, receiptImageUrl: '/uploads/docs/receipt.pdf' },
        'receiptImageUrl',
        'این تصویر در فایل‌های آپلودشده‌ی سایت یافت نشد',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json().errors[field], field).toBe(message);
    }
    const huge = await create({ ...valid, description: 'ب'.repeat(200_000) });
    expect(huge.statusCode).toBeLessThan(500);
    const notObject = await t.rest('POST', path(), [1, 2], admin);
    expect(notObject.statusCode).toBe(400);
  });

  it("refuses a missing program and another program's entry as not found", async () => {
    const missing = await create(valid, 999_999);
    expect(missing.statusCode).toBe(404);
    const other = (await insertProgram(t, { name: 'برنامه‌ی دیگر' })).id;
    const [entry] = await t.db.select().from(programSpendings).limit(1);
    const guessed = await t.rest('PUT', `${path(other)}/${entry.id}`, valid, admin);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe('هزینه‌ی مورد نظر یافت نشد');
    expect((await t.rest('DELETE', `${path(other)}/${entry.id}`, undefined, admin)).statusCode).toBe(404);
    expect((await t.rest('GET', path(999_999), undefined, admin)).statusCode).toBe(404);
  });

  it('updates and deletes, each audited with what changed', async () => {
    const id = (await create(valid)).json().data.id;
    const updated = await t.rest(
      'PUT',
      `${path()}/${id}`,
      { ...valid, amount: 300_000, description: 'اصلاح' },
      admin,
    );
    expect(updated.json()).toMatchObject({
      message: 'هزینه با موفقیت به‌روزرسانی شد',
      data: { amount: 3_000_000, description: 'اصلاح', receiptImageUrl: null },
    });
    const removed = await t.rest('DELETE', `${path()}/${id}`, undefined, admin);
    expect(removed.json()).toMatchObject({ success: true, message: 'هزینه با موفقیت حذف شد' });
    expect((await audits(id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(await t.db.select().from(programSpendings).where(eq(programSpendings.id, id))).toHaveLength(0);
  });

  it('cancels a program with spending entries instead of deleting it (no foreign-key crash)', async () => {
    const spent = (await insertProgram(t, { name: 'برنامه‌ی هزینه‌دار' })).id;
    await create(valid, spent);
    const response = await t.rest('DELETE', `/api/admin/programs/${spent}`, undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'این برنامه هزینه‌ی ثبت‌شده دارد؛ به‌جای حذف، لغو شد تا گزارش هزینه‌کرد آن بماند',
    );
    const [row] = await t.db.select().from(programs).where(eq(programs.id, spent));
    expect(row.status).toBe('CANCELLED');
    const again = await t.rest('DELETE', `/api/admin/programs/${spent}`, undefined, admin);
    expect(again.json().message).toContain('از پیش «لغو شده»');
    expect(await t.db.select().from(donations).where(eq(donations.programId, spent))).toHaveLength(0);
  });
});
