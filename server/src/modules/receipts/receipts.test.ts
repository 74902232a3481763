import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationReceipts, donations, receiptCounters } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { altered } from '../../testing/altered';
import {
  callbackLocation,
  choose,
  donate,
  openFundraisingApp,
  requestPayment,
  TEST_METHODS,
} from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';
import { issueMissingReceipts, issueReceipt } from './receipt-issuer';
import { RECEIPT_LOOKUP_LIMIT } from './receipts.service';

let t: TestApp;
let programId: number;
let donor: Record<string, string>;
let stranger: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  // Addresses from X-Forwarded-For, so the lookup limit is counted per test address.
  ({ t, programId } = await openFundraisingApp({ TRUST_PROXY: '1' }));
  await insertUser(t, '09120000031', { firstName: 'مریم', lastName: 'کریمی' });
  await insertUser(t, '09120000032');
  await insertUser(t, '09120000033', { userType: 'ADMIN' });
  donor = bearer(await tokenFor(t, '09120000031'));
  stranger = bearer(await tokenFor(t, '09120000032'));
  admin = bearer(await tokenFor(t, '09120000033'));
});
afterAll(() => t.close());

/** Pays a donation through the stand-in gateway; answers where the payer lands. */
async function payOnline(amountToman: number, headers?: Record<string, string>, anonymous = false) {
  const body = headers
    ? { programId, amount: amountToman, paymentMethod: TEST_METHODS.online, isAnonymous: anonymous }
    : {
        programId,
        amount: amountToman,
        paymentMethod: TEST_METHODS.online,
        isAnonymous: anonymous,
        ...(anonymous ? {} : { donorName: 'مهمان نیکوکار', donorEmail: 'guest@example.org' }),
      };
  const created = await t.rest('POST', '/api/donations', body, headers);
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().data.id;
  const { startPayPath } = await requestPayment(t, id, headers);
  const location = await callbackLocation(t, await choose(t, startPayPath, 'pay'));
  return { id, location };
}

const guestOf = (donorName: string) => ({ donorName, donorEmail: 'guest@example.org' });

const receiptOf = async (donationId: number) =>
  (await t.db.select().from(donationReceipts).where(eq(donationReceipts.donationId, donationId)))[0];

const RECEIPT_FIELDS = `donationId number jalaliYear verificationCode verificationUrl amount programName
  donorName isAnonymous paymentMethodName paymentReference completedAt`;

describe('receipt numbers', () => {
  it('a paid donation gets the next number of its Jalali year and a verification code, once', async () => {
    const first = await payOnline(10_000, donor);
    const second = await payOnline(20_000, donor);
    const a = await receiptOf(first.id);
    const b = await receiptOf(second.id);
    expect(a.number).toMatch(/^14\d\d-\d{6}$/);
    expect(a.number).toBe(`${a.jalaliYear}-${String(a.sequence).padStart(6, '0')}`);
    expect(b.jalaliYear).toBe(a.jalaliYear);
    expect(b.sequence).toBe(a.sequence + 1);
    expect(a.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);

    // Issuing again (a replay, the start's catch-up) changes nothing and takes no number.
    const [counter] = await t.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.jalaliYear, a.jalaliYear));
    const [row] = await t.db.select().from(donations).where(eq(donations.id, first.id));
    await t.db.transaction((tx) => issueReceipt(tx, row));
    expect(await issueMissingReceipts(t.db)).toBe(0);
    expect(await receiptOf(first.id)).toEqual(a);
    const [after] = await t.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.jalaliYear, a.jalaliYear));
    expect(after.lastSequence).toBe(counter.lastSequence);
  });

  it('an admin’s approval of an offline gift issues its receipt too', async () => {
    const id = await donate(t, programId, 30_000, TEST_METHODS.card);
    expect(await receiptOf(id)).toBeUndefined();
    const approved = await t.rest(
      'PATCH',
      `/api/admin/donations/${id}/status`,
      { status: 'COMPLETED' },
      admin,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await receiptOf(id)).number).toMatch(/^14\d\d-\d{6}$/);
    const rejected = await donate(t, programId, 30_000, TEST_METHODS.card);
    await t.rest('PATCH', `/api/admin/donations/${rejected}/status`, { status: 'FAILED' }, admin);
    expect(await receiptOf(rejected)).toBeUndefined();
  });

  it('the year is Tehran’s: 00:15 on Nowruz 1405 is 1405, 23:45 the night before is 1404', async () => {
    const before = await donate(t, programId, 1_000, TEST_METHODS.card);
    const after = await donate(t, programId, 1_000, TEST_METHODS.card);
    await t.db.transaction(async (tx) => {
      await issueReceipt(tx, { id: before, completedAt: new Date('2026-03-20T20:15:00Z') });
      await issueReceipt(tx, { id: after, completedAt: new Date('2026-03-20T20:45:00Z') });
    });
    expect((await receiptOf(before)).jalaliYear).toBe(1404);
    expect((await receiptOf(after)).jalaliYear).toBe(1405);
    expect((await receiptOf(before)).number).toMatch(/^1404-\d{6}$/);
  });

  it('completed donations from before receipts get theirs at start, in completion order, once', async () => {
    const ids = [];
    for (const completedAt of ['2024-05-02T10:00:00Z', '2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z']) {
      const [row] = await t.db
        .insert(donations)
        .values({
          programId,
          amount: 10_000,
          donorName: 'قدیمی',
          paymentMethod: TEST_METHODS.card,
          status: 'COMPLETED',
          completedAt: new Date(completedAt),
        })
        .returning({ id: donations.id });
      ids.push(row.id);
    }
    // Two servers starting together.
    const counts = await Promise.all([issueMissingReceipts(t.db), issueMissingReceipts(t.db)]);
    expect(counts.sort()).toEqual([0, 3]);
    const [second, first, third] = await Promise.all(ids.map(receiptOf));
    expect([first.number, second.number, third.number]).toEqual([
      '1403-000001',
      '1403-000002',
      '1403-000003',
    ]);
  });
});

describe('a donor’s history', () => {
  it('lists the member’s own donations with receipt number and method name, both doors, filtered by year', async () => {
    const { id } = await payOnline(40_000, donor);
    const receipt = await receiptOf(id);
    const rest = await t.rest('GET', '/api/user/donations?size=50', undefined, donor);
    expect(rest.statusCode, rest.body).toBe(200);
    const mine = rest.json().data.content.find((d: { id: number }) => d.id === id);
    expect(mine).toMatchObject({ receiptNumber: receipt.number, paymentMethodName: 'پرداخت آنلاین' });
    expect((await t.rest('GET', '/api/donations/my', undefined, donor)).statusCode).toBe(200);

    // A donation of an earlier year (by its date on the Tehran clock).
    await t.db
      .update(donations)
      .set({ donationDate: new Date('2025-03-20T21:00:00Z') })
      .where(eq(donations.id, id));
    const years = await t.gql(graphql(`query ReceiptsYears { myDonationYears }`), {}, donor);
    expect(years.data?.myDonationYears).toEqual(
      [receipt.jalaliYear, 1404].filter((y, i, all) => all.indexOf(y) === i),
    );
    const in1404 = await t.rest('GET', '/api/user/donations?jalaliYear=1404', undefined, donor);
    expect(in1404.json().data.content.map((d: { id: number }) => d.id)).toEqual([id]);
    const persianYear = await t.rest('GET', '/api/user/donations?jalaliYear=۱۴۰۴', undefined, donor);
    expect(persianYear.json().data.totalElements).toBe(1);
    const bad = await t.rest('GET', '/api/user/donations?jalaliYear=99999', undefined, donor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.jalaliYear).toBe('سال انتخاب‌شده نامعتبر است');

    expect((await t.rest('GET', '/api/user/donations/years', undefined, stranger)).json().data).toEqual([]);
    expect((await t.rest('GET', '/api/user/donations')).statusCode).toBe(401);
    // The public lists never show a receipt number.
    const publicList = await t.rest('GET', `/api/donations/program/${programId}?size=50`);
    expect(publicList.body).not.toContain(receipt.number);
  });
});

describe('receipts of members', () => {
  it('the donor reads the receipt through both doors; another member gets 404, a guest 401', async () => {
    const { id } = await payOnline(50_000, donor);
    const receipt = await receiptOf(id);
    const gql = await t.gql<{ myDonationReceipt: Record<string, unknown> }>(
      `query ($id: Int!) { myDonationReceipt(donationId: $id) { ${RECEIPT_FIELDS} } }`,
      { id },
      donor,
    );
    expect(gql.data?.myDonationReceipt).toMatchObject({
      donationId: id,
      number: receipt.number,
      amount: 500_000,
      donorName: 'مریم کریمی',
      programName: 'برنامه آزمایشی',
      paymentMethodName: 'پرداخت آنلاین',
      verificationCode: `${receipt.verificationCode.slice(0, 5)}-${receipt.verificationCode.slice(5)}`,
      verificationUrl: `http://localhost:4000/verify/receipt/${receipt.verificationCode.slice(0, 5)}-${receipt.verificationCode.slice(5)}`,
    });
    const rest = await t.rest('GET', `/api/user/donations/${id}/receipt`, undefined, donor);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.number).toBe(receipt.number);

    const other = await t.rest('GET', `/api/user/donations/${id}/receipt`, undefined, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('رسید مورد نظر یافت نشد');
    const otherGql = await t.gql(
      graphql(`query ReceiptsOthers($id: Int!) { myDonationReceipt(donationId: $id) { number } }`),
      { id },
      stranger,
    );
    expect(otherGql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.rest('GET', `/api/user/donations/${id}/receipt`)).statusCode).toBe(401);
    expect((await t.rest('GET', '/api/user/donations/999999/receipt', undefined, donor)).statusCode).toBe(
      404,
    );
    const wrongType = await t.rest('GET', '/api/user/donations/abc/receipt', undefined, donor);
    expect(wrongType.statusCode).toBe(400);
  });

  it('a pending donation has no receipt yet (404)', async () => {
    const headers = donor;
    const created = await t.rest(
      'POST',
      '/api/donations',
      { programId, amount: 5_000, paymentMethod: TEST_METHODS.card },
      headers,
    );
    const id = created.json().data.id;
    expect((await t.rest('GET', `/api/user/donations/${id}/receipt`, undefined, donor)).statusCode).toBe(404);
  });

  it('the yearly statement lists that year’s receipts in order with their total', async () => {
    const { id } = await payOnline(60_000, donor);
    const { jalaliYear } = await receiptOf(id);
    const answer = await t.rest('GET', `/api/user/donations/statement/${jalaliYear}`, undefined, donor);
    expect(answer.statusCode, answer.body).toBe(200);
    const statement = answer.json().data;
    expect(statement.donorName).toBe('مریم کریمی');
    const numbers: string[] = statement.receipts.map((r: { number: string }) => r.number);
    expect(numbers).toEqual([...numbers].sort());
    expect(statement.receipts.at(-1).donationId).toBe(id);
    const sum = statement.receipts.reduce((s: number, r: { amount: number }) => s + r.amount, 0);
    expect(statement.total).toBe(sum);
    const empty = await t.rest('GET', `/api/user/donations/statement/${jalaliYear}`, undefined, stranger);
    expect(empty.json().data).toMatchObject({ receipts: [], total: 0 });
  });
});

describe('receipts of guests', () => {
  it('the way back after paying carries a link that opens only that receipt', async () => {
    const { id, location } = await payOnline(70_000);
    const match = /[?&]receipt=(\d+)\.([\w-]{32})$/.exec(location);
    expect(match?.[1]).toBe(String(id));
    const token = match?.[2] ?? '';
    const open = await t.rest('GET', `/api/receipts/${id}?token=${token}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ donationId: id, donorName: 'مهمان نیکوکار', amount: 700_000 });

    const wrong = await t.rest('GET', `/api/receipts/${id}?token=${altered(token)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('رسید مورد نظر یافت نشد');
    expect((await t.rest('GET', `/api/receipts/${id - 1}?token=${token}`)).statusCode).toBe(404);
    expect((await t.rest('GET', `/api/receipts/${id}?token=${'a'.repeat(10_000)}`)).statusCode).toBe(404);
    expect((await t.rest('GET', `/api/receipts/${id}`)).statusCode).toBe(400);
  });

  it('an offline gift gives the guest a link that says why it waits, and opens the receipt once approved', async () => {
    const body = { programId, amount: 40_000, paymentMethod: TEST_METHODS.card, ...guestOf('مهمان کارت') };
    const created = await t.rest('POST', '/api/donations', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id, receiptLink } = created.json().data as { id: number; receiptLink: string };
    const match = /^\/receipts\/(\d+)\?token=([\w-]{32})$/.exec(receiptLink);
    expect(match?.[1]).toBe(String(id));
    const query = `?token=${match?.[2]}`;

    for (const path of [`/api/receipts/${id}${query}`, `/api/receipts/${id}/receipt.html${query}`]) {
      const early = await t.rest('GET', path);
      expect(early.statusCode, path).toBe(409);
      expect(early.json().message).toBe(
        'پرداخت این کمک هنوز تأیید نشده است. رسید پس از تأیید پرداخت در همین نشانی آماده می‌شود؛ لطفاً آن را نگه دارید',
      );
    }
    await t.rest('PATCH', `/api/admin/donations/${id}/status`, { status: 'COMPLETED' }, admin);
    const open = await t.rest('GET', `/api/receipts/${id}${query}`);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data).toMatchObject({ donationId: id, donorName: 'مهمان کارت', amount: 400_000 });
  });

  it('a rejected gift’s link says it has no receipt; a member’s donation carries no link', async () => {
    const body = { programId, amount: 40_000, paymentMethod: TEST_METHODS.card, ...guestOf('مهمان') };
    const { id, receiptLink } = (await t.rest('POST', '/api/donations', body)).json().data;
    await t.rest('PATCH', `/api/admin/donations/${id}/status`, { status: 'FAILED' }, admin);
    const closed = await t.rest('GET', `/api/${receiptLink.slice(1)}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('این کمک تکمیل نشده است و رسیدی ندارد');

    const mine = await t.gql(
      graphql(
        `mutation ReceiptsCreateDonation($input: DonationInput!) { createDonation(input: $input) { id receiptLink } }`,
      ),
      { input: { programId, amountToman: 40_000, paymentMethod: TEST_METHODS.card } },
      donor,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.createDonation).toMatchObject({ receiptLink: null });
  });
});

describe('public verification', () => {
  it('confirms number, amount, date and program; the name only when the gift was not anonymous', async () => {
    const named = await payOnline(80_000, donor);
    const hidden = await payOnline(90_000, donor, true);
    const namedReceipt = await receiptOf(named.id);
    const hiddenReceipt = await receiptOf(hidden.id);

    const typed = `  ${namedReceipt.verificationCode.slice(0, 5).toLowerCase()} ${namedReceipt.verificationCode.slice(5)} `;
    const gql = await t.gql(
      graphql(
        `query ReceiptsVerify($c: String!) { verifyReceipt(code: $c) { number amount programName donorName isAnonymous completedAt } }`,
      ),
      { c: typed },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    expect(gql.data?.verifyReceipt).toMatchObject({
      number: namedReceipt.number,
      amount: 800_000,
      programName: 'برنامه آزمایشی',
      donorName: 'مریم کریمی',
      isAnonymous: false,
    });

    const rest = await t.rest('GET', `/api/receipts/verify/${hiddenReceipt.verificationCode}`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({
      number: hiddenReceipt.number,
      donorName: null,
      isAnonymous: true,
    });
    expect(rest.body).not.toContain('مریم');
    expect(rest.body).not.toContain('09120000031');

    const unknown = await t.rest('GET', '/api/receipts/verify/ZZZZZ-ZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('رسیدی با این کد تأیید یافت نشد. لطفاً کد را دوباره بررسی کنید');
    const malformed = await t.rest('GET', `/api/receipts/verify/${encodeURIComponent('<script>')}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.code).toContain('کد تأیید');
  });

  it('wrong types and huge inputs are clear 400s, never a 500', async () => {
    const VERIFY_NUMBER = graphql(
      `query ReceiptsVerifyNumber($c: String!) { verifyReceipt(code: $c) { number } }`,
    );
    const huge = await t.gql(VERIFY_NUMBER, {
      c: 'A'.repeat(100_000),
    });
    expect(huge.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // A variable of the wrong type, as a hand-written request may send.
    const wrongType = await t.gql(VERIFY_NUMBER, { c: 12345 as unknown as string });
    expect(wrongType.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    const token = await t.gql(
      graphql(
        `query ReceiptsByToken($id: Int!, $t: String!) { donationReceiptByToken(donationId: $id, token: $t) { number } }`,
      ),
      { id: 2 ** 40, t: 'x' },
    );
    expect(token.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    const year = await t.gql(
      graphql(`query ReceiptsBadYear { myDonationStatement(jalaliYear: -5) { total } }`),
      {},
      donor,
    );
    expect(year.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('limits lookups per address (429 in Persian), whatever the code', async () => {
    const { limit } = RECEIPT_LOOKUP_LIMIT;
    const from = { 'x-forwarded-for': '10.9.9.9' };
    const answers = [];
    for (let i = 0; i <= limit; i++)
      answers.push(await t.rest('GET', '/api/receipts/verify/ZZZZZ-ZZZZZ', undefined, from));
    expect(answers.slice(0, limit).every((a) => a.statusCode === 404)).toBe(true);
    const last = answers[limit];
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toContain('بیش از حد مجاز');
  });
});
