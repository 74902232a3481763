import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { type DonationsApp, openDonationsApp, raisedAmount } from '../../testing/donations';
import { donate, insertProgram, TEST_METHODS } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let programId: number;
let member: DonationsApp['member'];
let admin: Record<string, string>;

beforeAll(async () => {
  ({ t, programId, member, admin } = await openDonationsApp());
});
afterAll(() => t.close());

const raised = (id = programId) => raisedAmount(t, id);
const post = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.rest('POST', '/api/donations', { programId, paymentMethod: TEST_METHODS.card, ...body }, headers);

describe('creating a donation', () => {
  it('a guest gives name and e-mail; the toman amount is stored in rial; offline methods show how to pay', async () => {
    const response = await post({
      amount: 50_000,
      donorName: 'علی رضایی',
      donorEmail: 'Ali@Example.org',
      message: 'موفق باشید',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toContain('پس از تأیید مدیر');
    expect(body.data).toMatchObject({
      status: 'PENDING',
      amount: 500_000,
      requiresGateway: false,
      paymentMethod: {
        code: TEST_METHODS.card,
        provider: 'CARD_TO_CARD',
        config: { cardNumber: '6037997512345678', accountName: 'انجمن نور دانش' },
      },
    });
    const [row] = await t.db.select().from(donations).where(eq(donations.id, body.data.id));
    expect(row).toMatchObject({
      amount: 500_000,
      donorEmail: 'ali@example.org',
      userId: null,
      status: 'PENDING',
    });
    expect(await raised()).toBe(0);
  });

  it('the online method says the gateway comes next, and never shows the merchant id', async () => {
    const response = await post({ amount: '۱۰۰٬۰۰۰', isAnonymous: true, paymentMethod: TEST_METHODS.online });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ requiresGateway: true, amount: 1_000_000 });
    expect(response.body).not.toContain('00000000-0000');
  });

  it('a signed-in donor gives neither name nor e-mail (anything sent is ignored)', async () => {
    const response = await post(
      { amount: 2000, donorName: 'جعلی', donorEmail: 'x@y.z' },
      bearer(member.token),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, response.json().data.id));
    expect(row).toMatchObject({ userId: member.id, donorName: null, donorEmail: null, amount: 20_000 });
  });

  it.each([
    ['below the minimum', { amount: 999 }, 'amount', 'حداقل مبلغ کمک ۱۰۰۰ تومان است'],
    ['missing', {}, 'amount', 'حداقل مبلغ کمک ۱۰۰۰ تومان است'],
    ['malformed text', { amount: 'abc' }, 'amount', 'لطفاً یک عدد معتبر وارد کنید'],
    ['an object', { amount: { n: 5000 } }, 'amount', 'لطفاً یک عدد معتبر وارد کنید'],
    ['not whole', { amount: 1500.5 }, 'amount', 'مبلغ کمک باید به تومان و بدون اعشار باشد'],
    ['negative', { amount: -5000 }, 'amount', 'حداقل مبلغ کمک ۱۰۰۰ تومان است'],
    ['absurdly large', { amount: 1e300 }, 'amount', 'لطفاً یک عدد معتبر وارد کنید'],
    ['above the maximum', { amount: 1_000_000_001 }, 'amount', 'حداکثر مبلغ کمک ۱ میلیارد تومان است'],
    [
      '900,719,925,474,099 toman (issue 9)',
      { amount: 900_719_925_474_099 },
      'amount',
      'حداکثر مبلغ کمک ۱ میلیارد تومان است',
    ],
  ])('an amount %s is a 400 with the Persian message', async (_case, body, field, message) => {
    const response = await post({ donorName: 'علی', donorEmail: 'a@b.org', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('a guest who is not anonymous must give name and a valid e-mail; a message is at most 500', async () => {
    const missing = await post({ amount: 5000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      donorName: 'نام و نام خانوادگی الزامی است',
      donorEmail: 'ایمیل الزامی است',
    });
    const bad = await post({ amount: 5000, donorName: 'علی', donorEmail: 'not-mail' });
    expect(bad.json().errors.donorEmail).toBe('فرمت ایمیل صحیح نیست');
    const long = await post({ amount: 5000, isAnonymous: true, message: 'پ'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.message).toBe('پیام نباید بیشتر از ۵۰۰ کاراکتر باشد');
  });

  it('refuses a course-only or unknown method, a missing program and a program that is not ACTIVE', async () => {
    const guest = { amount: 5000, isAnonymous: true };
    for (const paymentMethod of [TEST_METHODS.courseOnly, 'nope', '']) {
      const response = await post({ ...guest, paymentMethod });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.paymentMethod).toBeTruthy();
    }
    for (const id of [999_999, 'x', undefined]) {
      const response = await post({ ...guest, programId: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('برنامه مورد نظر یافت نشد');
    }
    const done = await insertProgram(t, { name: 'تمام‌شده', status: 'COMPLETED' });
    const closed = await post({ ...guest, programId: done.id });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('این برنامه در حال حاضر کمک نمی‌پذیرد');
  });

  it('GraphQL takes amountToman and answers the rial amount as SafeInt', async () => {
    const answer = await t.gql(
      graphql(
        `mutation DonationsCreateTyped($input: DonationInput!) { createDonation(input: $input) { amount status } }`,
      ),
      {
        input: {
          programId,
          // The maximum donation (issue 9 set one); its rial amount is still beyond GraphQL's Int.
          amountToman: 1_000_000_000,
          isAnonymous: true,
          paymentMethod: TEST_METHODS.bank,
        },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createDonation).toEqual({ amount: 10_000_000_000, status: 'PENDING' });
  });
});

describe('reading donations', () => {
  let readProgram: number;

  beforeAll(async () => {
    readProgram = (await insertProgram(t, { name: 'خواندن' })).id;
    await insertUser(t, '09120000023', {
      firstName: 'پنهان',
      privacySettings: { showNameOnDonations: false },
      profileImageUrl: '/uploads/images/h.png',
    });
    const hiddenToken = await tokenFor(t, '09120000023');
    const complete = (id: number) => t.rest('POST', `/api/donations/${id}/complete`, undefined, admin);
    const make = async (amount: number, extra: Record<string, unknown>, headers?: Record<string, string>) => {
      const response = await t.rest(
        'POST',
        '/api/donations',
        { programId: readProgram, amount, paymentMethod: TEST_METHODS.card, ...extra },
        headers,
      );
      await complete(response.json().data.id);
    };
    // The member gives on the main program too (a pending gift), so their own list spans programs.
    await donate(t, programId, 1000, TEST_METHODS.card, bearer(member.token));
    await make(10_000, { donorName: 'علنی', donorEmail: 'open@example.org' });
    await make(20_000, { donorName: 'ناشناس واقعی', donorEmail: 'anon@example.org', isAnonymous: true });
    await make(30_000, {}, bearer(member.token));
    await make(40_000, {}, bearer(hiddenToken));
    await make(5_000, { donorName: 'علنی', donorEmail: 'OPEN@example.org' });
    await t.rest('POST', '/api/donations', {
      programId: readProgram,
      amount: 99_000,
      paymentMethod: TEST_METHODS.card,
      isAnonymous: true,
    });
  });

  it('public lists show completed donations only and never an anonymous donor’s name or any e-mail', async () => {
    const response = await t.rest('GET', `/api/donations/program/${readProgram}?page=0&size=10`);
    const { data } = response.json();
    expect(data.totalElements).toBe(5);
    expect(response.body).not.toContain('example.org');
    expect(response.body).not.toContain('ناشناس واقعی');
    expect(response.body).not.toContain('پنهان');
    const byAmount = Object.fromEntries(
      data.content.map((d: { amount: number; donorName: string | null }) => [d.amount, d.donorName]),
    );
    expect(byAmount).toEqual({
      100000: 'علنی',
      200000: null,
      300000: 'مریم کریمی',
      400000: null,
      50000: 'علنی',
    });
    expect(
      data.content.every(
        (d: { paymentReference: unknown; donorImageUrl: unknown }) =>
          d.paymentReference === null && d.donorImageUrl === null,
      ),
    ).toBe(true);
  });

  it('top supporters and stats (totalDonors counts a guest e-mail once)', async () => {
    const top = (await t.rest('GET', `/api/donations/program/${readProgram}/top?limit=2`)).json().data;
    expect(top.map((d: { amount: number }) => d.amount)).toEqual([400_000, 300_000]);
    expect(top[0].donorName).toBeNull();
    for (const path of [
      `/api/donations/program/${readProgram}/stats`,
      `/api/programs/${readProgram}/donations/stats`,
    ]) {
      expect((await t.rest('GET', path)).json().data).toMatchObject({
        totalAmount: 1_050_000,
        totalDonations: 5,
        totalDonors: 4,
        averageDonation: 210_000,
        largestDonation: 400_000,
      });
    }
    expect((await t.rest('GET', `/api/donations/program/${readProgram}/top?limit=0`)).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/donations/program/999999/stats')).statusCode).toBe(404);
  });

  it('a member reads their own donations with every detail; guests cannot', async () => {
    expect((await t.rest('GET', '/api/donations/my')).statusCode).toBe(401);
    const { data } = (await t.rest('GET', '/api/donations/my', undefined, bearer(member.token))).json();
    expect(data.totalElements).toBeGreaterThanOrEqual(3);
    expect(data.content.every((d: { donorName: string }) => d.donorName === 'مریم کریمی')).toBe(true);
    expect(data.content[0].donorEmail).toBe('09120000021@example.org');
  });

  it('admin list: paging, size 10 by default, sorted by date or amount, by status and program', async () => {
    expect((await t.rest('GET', '/api/admin/donations')).statusCode).toBe(401);
    const first = (await t.rest('GET', '/api/admin/donations', undefined, admin)).json().data;
    expect(first.size).toBe(10);
    expect(first.content).toHaveLength(10);
    const mine = (
      await t.rest(
        'GET',
        `/api/admin/donations?programId=${readProgram}&sortBy=amount&sortDir=asc&status=COMPLETED`,
        undefined,
        admin,
      )
    ).json().data;
    expect(mine.content.map((d: { amount: number }) => d.amount)).toEqual([
      50_000, 100_000, 200_000, 300_000, 400_000,
    ]);
    expect(mine.content[2].donorName).toBe('ناشناس واقعی');
    const pending = (
      await t.rest('GET', `/api/admin/donations?programId=${readProgram}&status=PENDING`, undefined, admin)
    ).json().data;
    expect(pending.totalElements).toBe(1);
    expect((await t.rest('GET', '/api/admin/donations?sortBy=nope', undefined, admin)).statusCode).toBe(400);
  });

  it('admin recent and stats', async () => {
    const recent = (await t.rest('GET', '/api/admin/donations/recent?limit=3', undefined, admin)).json().data;
    expect(recent).toHaveLength(3);
    expect(recent[0].amount).toBe(990_000);
    const stats = (await t.rest('GET', '/api/admin/donations/stats', undefined, admin)).json().data;
    expect(stats.totalDonations).toBeGreaterThan(0);
    expect(stats).toEqual(
      expect.objectContaining({
        activeDonors: expect.any(Number),
        monthlyDonations: stats.totalDonations,
        averageDonation: Math.round(stats.totalDonations / stats.completedCount),
      }),
    );
  });

  it('the stats count every donation in any status, as the latest list lists them (the dashboard’s «و … کمک دیگر»)', async () => {
    const all = (await t.rest('GET', '/api/admin/donations?size=1', undefined, admin)).json().data;
    const statuses = ['COMPLETED', 'PENDING', 'FAILED'];
    const byStatus = await Promise.all(
      statuses.map(async (status) => {
        const page = await t.rest('GET', `/api/admin/donations?size=1&status=${status}`, undefined, admin);
        return page.json().data.totalElements as number;
      }),
    );
    const rest = (await t.rest('GET', '/api/admin/donations/stats', undefined, admin)).json().data;
    const gql = await t.gql<{ adminDonationStats: typeof rest }>(
      '{ adminDonationStats { completedCount pendingCount failedCount } }',
      {},
      admin,
    );
    for (const counts of [rest, gql.data?.adminDonationStats]) {
      expect([counts.completedCount, counts.pendingCount, counts.failedCount]).toEqual(byStatus);
      expect(counts.completedCount + counts.pendingCount + counts.failedCount).toBe(all.totalElements);
    }
  });
});
