import { describe, expect } from 'vitest';
import { donations, programSpendings, users } from '../../db/schema';
import { insertUser } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { insertProgram } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';

let programId: number;
let otherId: number;
let draftId: number;

type DonationRow = typeof donations.$inferInsert;
const given = (programId: number, amount: number, completedAt: string, extra: Partial<DonationRow> = {}) => ({
  programId,
  amount,
  paymentMethod: 'ZARINPAL',
  status: 'COMPLETED' as const,
  donationDate: new Date(completedAt),
  completedAt: new Date(completedAt),
  ...extra,
});

it.beforeAll(async ({ app }) => {
  const donor = (await insertUser(app, '09120001511', { firstName: 'مریم', lastName: 'پنهان' })).id;
  const second = (await insertUser(app, '09120001512')).id;
  programId = (await insertProgram(app, { name: 'الف: کتابخانه', targetBudget: 50_000_000 })).id;
  otherId = (await insertProgram(app, { name: 'ب: سرویس مدرسه' })).id;
  const draft = (await insertProgram(app, { name: 'پیش‌نویس', status: 'DRAFT' })).id;
  draftId = draft;
  await app.db.insert(donations).values([
    // 1403, Esfand: 20:00 UTC on 20 March 2025 is 23:30 in Tehran, still the old year.
    given(programId, 1_000_000, '2025-03-20T20:00:00Z', {
      userId: donor,
      isAnonymous: true,
      donorName: 'مریم پنهان',
    }),
    // 1404, Farvardin: 23:30 UTC on 20 March 2025 is 03:00 on 1 Farvardin in Tehran.
    given(programId, 2_000_000, '2025-03-20T23:30:00Z', { userId: donor }),
    given(programId, 3_000_000, '2025-05-01T10:00:00Z', { userId: second }),
    given(programId, 4_000_000, '2025-05-02T10:00:00Z', { donorName: 'مهمان', donorEmail: 'g@example.org' }),
    given(programId, 9_000_000, '2025-05-03T10:00:00Z', { status: 'PENDING', completedAt: null }),
    given(programId, 9_000_000, '2025-05-03T10:00:00Z', { status: 'FAILED', completedAt: null }),
    given(otherId, 7_000_000, '2025-04-10T10:00:00Z'),
    given(draft, 5_000_000, '2025-04-10T10:00:00Z'),
  ]);
  await app.db.insert(programSpendings).values([
    { programId, spentOn: '2025-03-20', amount: 500_000, description: 'قفسه‌ی کتاب' },
    {
      programId,
      spentOn: '2025-03-21',
      amount: 1_500_000,
      description: 'خرید کتاب',
      receiptImageUrl: '/uploads/r.png',
    },
    { programId: otherId, spentOn: '2025-06-01', amount: 2_000_000, description: 'اجاره‌ی سرویس' },
  ]);
});

const TRANSPARENCY = graphql(`query TransparencyTransparency($id: Int!) {
  programTransparency(programId: $id) {
    programId targetBudget moneyIn moneyOut donorCount
    months { jalaliYear jalaliMonth monthName raised raisedToDate spent }
    spendings { spentOn amount description receiptImageUrl }
  }
}`);

describe("a program's 'where the money goes'", () => {
  it('sums money in and out, counts donors, and lists the spending, through GraphQL', async ({ app }) => {
    const answer = await app.gql(TRANSPARENCY, {
      id: programId,
    });
    expect(answer.errors).toBeUndefined();
    const figures = answer.data?.programTransparency;
    expect(figures).toMatchObject({
      programId,
      targetBudget: 50_000_000,
      moneyIn: 10_000_000,
      moneyOut: 2_000_000,
      // Two members once each, and the guest; the anonymous donor counts but is never named.
      donorCount: 3,
      spendings: [
        {
          spentOn: '2025-03-21',
          amount: 1_500_000,
          description: 'خرید کتاب',
          receiptImageUrl: '/uploads/r.png',
        },
        { spentOn: '2025-03-20', amount: 500_000, description: 'قفسه‌ی کتاب', receiptImageUrl: null },
      ],
    });
    expect(JSON.stringify(answer.data)).not.toContain('مریم');
  });

  it('groups by Jalali month at the Nowruz boundary, raised to date running on', async ({ app }) => {
    const answer = await app.gql(TRANSPARENCY, { id: programId });
    const months = answer.data?.programTransparency?.months ?? [];
    expect(months.slice(0, 3)).toEqual([
      {
        jalaliYear: 1403,
        jalaliMonth: 12,
        monthName: 'اسفند',
        raised: 1_000_000,
        raisedToDate: 1_000_000,
        spent: 500_000,
      },
      {
        jalaliYear: 1404,
        jalaliMonth: 1,
        monthName: 'فروردین',
        raised: 2_000_000,
        raisedToDate: 3_000_000,
        spent: 1_500_000,
      },
      {
        jalaliYear: 1404,
        jalaliMonth: 2,
        monthName: 'اردیبهشت',
        raised: 7_000_000,
        raisedToDate: 10_000_000,
        spent: 0,
      },
    ]);
    // Every month up to this one, nothing more raised after.
    expect(months.at(-1)).toMatchObject({ raised: 0, raisedToDate: 10_000_000 });
    expect(months.length).toBeGreaterThan(3);
  });

  it('answers the same over /api, and 404 for a draft or missing program', async ({ app }) => {
    const response = await app.rest('GET', `/api/programs/${programId}/transparency`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ moneyIn: 10_000_000, moneyOut: 2_000_000, donorCount: 3 });
    expect(response.json().data.months[0]).toMatchObject({ jalaliYear: 1403, jalaliMonth: 12 });
    const drafts = await app.rest('GET', `/api/programs/${draftId}/transparency`);
    expect(drafts.statusCode).toBe(404);
    expect(drafts.json().message).toBe('برنامه مورد نظر یافت نشد');
    expect((await app.rest('GET', '/api/programs/abc/transparency')).statusCode).toBe(400);
  });
});

describe('the yearly report (/reports)', () => {
  it('totals each public program per Jalali year, Nowruz in Tehran time deciding the year', async ({
    app,
  }) => {
    const y1404 = await app.gql(
      graphql(`query TransparencyFinancialReport { financialReport(jalaliYear: 1404) {
        jalaliYear years moneyIn moneyOut programs { programName moneyIn donationCount moneyOut }
      } }`),
    );
    expect(y1404.errors).toBeUndefined();
    expect(y1404.data?.financialReport).toMatchObject({
      jalaliYear: 1404,
      moneyIn: 16_000_000,
      moneyOut: 3_500_000,
      programs: [
        { programName: 'الف: کتابخانه', moneyIn: 9_000_000, donationCount: 3, moneyOut: 1_500_000 },
        { programName: 'ب: سرویس مدرسه', moneyIn: 7_000_000, donationCount: 1, moneyOut: 2_000_000 },
      ],
    });
    const years = y1404.data?.financialReport.years as number[];
    expect(years.at(-1)).toBe(1403);
    expect(years).toContain(1404);

    const y1403 = await app.rest('GET', '/api/reports/financial?year=۱۴۰۳');
    expect(y1403.statusCode).toBe(200);
    expect(y1403.json().data).toMatchObject({
      jalaliYear: 1403,
      moneyIn: 1_000_000,
      moneyOut: 500_000,
      programs: [{ programName: 'الف: کتابخانه', moneyIn: 1_000_000, donationCount: 1, moneyOut: 500_000 }],
    });
  });

  it('defaults to this year and refuses a year out of range with a Persian message', async ({ app }) => {
    const current = await app.rest('GET', '/api/reports/financial');
    expect(current.statusCode).toBe(200);
    expect(current.json().data.years[0]).toBe(current.json().data.jalaliYear);
    for (const year of ['1200', '9999', 'abc']) {
      const refused = await app.rest('GET', `/api/reports/financial?year=${year}`);
      expect(refused.statusCode, year).toBe(400);
      expect(refused.json().success).toBe(false);
    }
    const future = await app.rest('GET', '/api/reports/financial?year=1500');
    expect(future.json().errors.jalaliYear).toBe('سال انتخاب‌شده نامعتبر است');
  });

  it('never names a donor', async ({ app }) => {
    const all = await app.rest('GET', '/api/reports/financial?year=1404');
    expect(all.body).not.toContain('مهمان');
    expect(await app.db.select().from(users)).not.toHaveLength(0);
  });
});
