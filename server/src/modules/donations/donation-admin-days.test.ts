import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { donate, insertPaymentMethods, insertProgram, TEST_METHODS } from '../../testing/fundraising';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let programId: number;
let admin: Record<string, string>;
const ids: Record<'lastOf1403_12_29' | 'firstOf1403_12_30' | 'nowruz1404', number> = {
  lastOf1403_12_29: 0,
  firstOf1403_12_30: 0,
  nowruz1404: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  await insertPaymentMethods(t);
  programId = (await insertProgram(t, { targetBudget: 10_000_000 })).id;
  await insertUser(t, '09120000031', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120000031'));
  // Tehran is UTC+3:30: 20:29Z on 19 March 2025 is 23:59 of 1403/12/29, 20:31Z is 00:01 of 1403/12/30.
  const moments = {
    lastOf1403_12_29: '2025-03-19T20:29:00Z',
    firstOf1403_12_30: '2025-03-19T20:31:00Z',
    nowruz1404: '2025-03-21T10:00:00Z',
  } as const;
  for (const [key, moment] of Object.entries(moments) as [keyof typeof moments, string][]) {
    ids[key] = await donate(t, programId, 1000, TEST_METHODS.card);
    await t.db
      .update(donations)
      .set({ donationDate: new Date(moment) })
      .where(eq(donations.id, ids[key]));
  }
});
afterAll(() => t.close());

const LIST = `query ($programId: Int, $from: String, $to: String) {
  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }
}`;

describe('the admin donations list by Tehran days (the date range filter)', () => {
  it('GraphQL: from..to are whole Tehran days, both ends included', async () => {
    const answer = await t.gql<{ adminDonations: { totalElements: number; content: { id: number }[] } }>(
      LIST,
      { programId, from: '2025-03-20', to: '2025-03-20' },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminDonations.totalElements).toBe(1);
    expect(answer.data?.adminDonations.content.map((d) => d.id)).toEqual([ids.firstOf1403_12_30]);
  });

  it('REST: from alone, to alone, and the status and program filters still apply', async () => {
    const list = async (query: string) =>
      (await t.rest('GET', `/api/admin/donations?programId=${programId}&${query}`, undefined, admin)).json()
        .data;
    const fromNowOn = await list('from=2025-03-20');
    expect(fromNowOn.totalElements).toBe(2);
    expect(fromNowOn.content.map((d: { id: number }) => d.id)).toEqual([
      ids.nowruz1404,
      ids.firstOf1403_12_30,
    ]);
    const upTo = await list('to=2025-03-19');
    expect(upTo.content.map((d: { id: number }) => d.id)).toEqual([ids.lastOf1403_12_29]);
    expect((await list('from=2025-03-19&to=2025-03-21&status=COMPLETED')).totalElements).toBe(0);
    expect((await list('from=2025-03-19&to=2025-03-21&status=PENDING')).totalElements).toBe(3);
  });

  it('a malformed day or an end before the start is a field error through both doors, never a 500', async () => {
    const bad = await t.rest('GET', '/api/admin/donations?from=2025-02-30', undefined, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('تاریخ نامعتبر است');
    const backwards = await t.rest(
      'GET',
      '/api/admin/donations?from=2025-03-21&to=2025-03-20',
      undefined,
      admin,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('تاریخ پایان نباید پیش از تاریخ شروع باشد');
    const answer = await t.gql(LIST, { from: '1403/12/30' }, admin);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'تاریخ نامعتبر است',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('the CSV export keeps to the same days', async () => {
    const csv = await t.rest(
      'GET',
      `/api/admin/export/donations.csv?programId=${programId}&from=2025-03-20&to=2025-03-20`,
      undefined,
      admin,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
  });
});
