import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, donations, files, programSpendings, programs } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it, type SignedIn } from '../../testing/fixtures';
import { insertProgram } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let member: Record<string, string>;
let programId: number;

it.beforeAll(async ({ app }) => {
  await insertUser(app, '09120001502', { userType: 'DONOR' });
  member = bearer(await tokenFor(app, '09120001502'));
  programId = (await insertProgram(app, { name: 'بورسیه‌ی هزینه‌ها' })).id;
  await app.db.insert(files).values([
    { storageKey: 'images/receipt.png', url: '/uploads/images/receipt.png', mimeType: 'image/png', size: 10 },
    {
      storageKey: 'docs/receipt.pdf',
      url: '/uploads/docs/receipt.pdf',
      mimeType: 'application/pdf',
      size: 10,
    },
  ]);
});

const path = (id = programId) => `/api/admin/programs/${id}/spendings`;
const create = (app: TestApp, asAdmin: SignedIn, body: Record<string, unknown>, id = programId) =>
  app.rest('POST', path(id), body, asAdmin.headers);
const valid = { spentOn: '2025-06-01', amount: 250_000, description: 'خرید کتاب برای دانش‌آموزان' };
const audits = (app: TestApp, objectId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'program_spending'), eq(auditLog.objectId, String(objectId))));

describe('spending entries (admin)', () => {
  it('are for admins only, through both doors: guests 401, members 403', async ({ app }) => {
    expect((await app.rest('GET', path())).statusCode).toBe(401);
    expect((await app.rest('POST', path(), valid)).statusCode).toBe(401);
    expect((await app.rest('POST', path(), valid, member)).statusCode).toBe(403);
    expect((await app.rest('DELETE', `${path()}/1`, undefined, member)).statusCode).toBe(403);
    const guest = await app.gql(
      graphql(`query SpendingAdminList($p: Int!) { adminProgramSpendings(programId: $p) { id } }`),
      { p: programId },
    );
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await app.gql(
      graphql(
        `mutation SpendingAdminRefused($p: Int!, $i: ProgramSpendingInput!) { createProgramSpending(programId: $p, input: $i) { id } }`,
      ),
      { p: programId, i: { spentOn: '2025-06-01', amountToman: 1000, description: 'x' } },
      member,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await app.db.select().from(programSpendings)).toHaveLength(0);
  });

  it('records an entry in toman over REST, stores rial and audits it', async ({ app, asAdmin }) => {
    const response = await create(app, asAdmin, {
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
    const [row] = await app.db.select().from(programSpendings).where(eq(programSpendings.id, id));
    expect(row.amount).toBe(2_500_000);
    expect(await audits(app, id)).toMatchObject([{ action: 'create' }]);
    const list = await app.rest('GET', path(), undefined, asAdmin.headers);
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([id]);
  });

  it('records through GraphQL too, with the Jalali picker date', async ({ app, asAdmin }) => {
    const answer = await app.gql(
      graphql(`mutation SpendingAdminCreate($p: Int!, $i: ProgramSpendingInput!) {
        createProgramSpending(programId: $p, input: $i) { amount spentOn }
      }`),
      { p: programId, i: { spentOn: '۲۰۲۵-۰۷-۰۱', amountToman: 1000, description: 'ایاب و ذهاب' } },
      asAdmin.headers,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createProgramSpending).toEqual({ amount: 10_000, spentOn: '2025-07-01' });
  });

  it('answers each bad input on its field in Persian, never a 500', async ({ app, asAdmin }) => {
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
      const response = await create(app, asAdmin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(response.json().errors[field], field).toBe(message);
    }
    const huge = await create(app, asAdmin, { ...valid, description: 'ب'.repeat(200_000) });
    expect(huge.statusCode).toBeLessThan(500);
    const notObject = await app.rest('POST', path(), [1, 2], asAdmin.headers);
    expect(notObject.statusCode).toBe(400);
  });

  it("refuses a missing program and another program's entry as not found", async ({ app, asAdmin }) => {
    const missing = await create(app, asAdmin, valid, 999_999);
    expect(missing.statusCode).toBe(404);
    const other = (await insertProgram(app, { name: 'برنامه‌ی دیگر' })).id;
    const [entry] = await app.db.select().from(programSpendings).limit(1);
    const guessed = await app.rest('PUT', `${path(other)}/${entry.id}`, valid, asAdmin.headers);
    expect(guessed.statusCode).toBe(404);
    expect(guessed.json().message).toBe('هزینه‌ی مورد نظر یافت نشد');
    expect(
      (await app.rest('DELETE', `${path(other)}/${entry.id}`, undefined, asAdmin.headers)).statusCode,
    ).toBe(404);
    expect((await app.rest('GET', path(999_999), undefined, asAdmin.headers)).statusCode).toBe(404);
  });

  it('updates and deletes, each audited with what changed', async ({ app, asAdmin }) => {
    const id = (await create(app, asAdmin, valid)).json().data.id;
    const updated = await app.rest(
      'PUT',
      `${path()}/${id}`,
      { ...valid, amount: 300_000, description: 'اصلاح' },
      asAdmin.headers,
    );
    expect(updated.json()).toMatchObject({
      message: 'هزینه با موفقیت به‌روزرسانی شد',
      data: { amount: 3_000_000, description: 'اصلاح', receiptImageUrl: null },
    });
    const removed = await app.rest('DELETE', `${path()}/${id}`, undefined, asAdmin.headers);
    expect(removed.json()).toMatchObject({ success: true, message: 'هزینه با موفقیت حذف شد' });
    expect((await audits(app, id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(await app.db.select().from(programSpendings).where(eq(programSpendings.id, id))).toHaveLength(0);
  });

  it('cancels a program with spending entries instead of deleting it (no foreign-key crash)', async ({
    app,
    asAdmin,
  }) => {
    const spent = (await insertProgram(app, { name: 'برنامه‌ی هزینه‌دار' })).id;
    await create(app, asAdmin, valid, spent);
    const response = await app.rest('DELETE', `/api/admin/programs/${spent}`, undefined, asAdmin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      'این برنامه هزینه‌ی ثبت‌شده دارد؛ به‌جای حذف، لغو شد تا گزارش هزینه‌کرد آن بماند',
    );
    const [row] = await app.db.select().from(programs).where(eq(programs.id, spent));
    expect(row.status).toBe('CANCELLED');
    const again = await app.rest('DELETE', `/api/admin/programs/${spent}`, undefined, asAdmin.headers);
    expect(again.json().message).toContain('از پیش «لغو شده»');
    expect(await app.db.select().from(donations).where(eq(donations.programId, spent))).toHaveLength(0);
  });
});
