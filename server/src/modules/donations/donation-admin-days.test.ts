import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { donations } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { donate, insertPaymentMethods, insertProgram, TEST_METHODS } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';

let programId: number;
const ids: Record<'lastOf1403_12_29' | 'firstOf1403_12_30' | 'nowruz1404', number> = {
  lastOf1403_12_29: 0,
  firstOf1403_12_30: 0,
  nowruz1404: 0,
};

it.beforeAll(async ({ app }) => {
  await insertPaymentMethods(app);
  programId = (await insertProgram(app, { targetBudget: 10_000_000 })).id;
  // Tehran is UTC+3:30: 20:29Z on 19 March 2025 is 23:59 of 1403/12/29, 20:31Z is 00:01 of 1403/12/30.
  const moments = {
    lastOf1403_12_29: '2025-03-19T20:29:00Z',
    firstOf1403_12_30: '2025-03-19T20:31:00Z',
    nowruz1404: '2025-03-21T10:00:00Z',
  } as const;
  for (const [key, moment] of Object.entries(moments) as [keyof typeof moments, string][]) {
    ids[key] = await donate(app, programId, 1000, TEST_METHODS.card);
    await app.db
      .update(donations)
      .set({ donationDate: new Date(moment) })
      .where(eq(donations.id, ids[key]));
  }
});

const LIST = graphql(`query DonationAdminDaysList($programId: Int, $from: String, $to: String) {
  adminDonations(programId: $programId, from: $from, to: $to) { totalElements content { id } }
}`);

describe('the admin donations list by Tehran days (the date range filter)', () => {
  it('GraphQL: from..to are whole Tehran days, both ends included', async ({ app, asAdmin }) => {
    const answer = await app.gql(LIST, { programId, from: '2025-03-20', to: '2025-03-20' }, asAdmin.headers);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.adminDonations.totalElements).toBe(1);
    expect(answer.data?.adminDonations.content.map((d) => d.id)).toEqual([ids.firstOf1403_12_30]);
  });

  it('REST: from alone, to alone, and the status and program filters still apply', async ({
    app,
    asAdmin,
  }) => {
    const list = async (query: string) =>
      (
        await app.rest(
          'GET',
          `/api/admin/donations?programId=${programId}&${query}`,
          undefined,
          asAdmin.headers,
        )
      ).json().data;
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

  it('a malformed day or an end before the start is a field error through both doors, never a 500', async ({
    app,
    asAdmin,
  }) => {
    const bad = await app.rest('GET', '/api/admin/donations?from=2025-02-30', undefined, asAdmin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('تاریخ نامعتبر است');
    const backwards = await app.rest(
      'GET',
      '/api/admin/donations?from=2025-03-21&to=2025-03-20',
      undefined,
      asAdmin.headers,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('تاریخ پایان نباید پیش از تاریخ شروع باشد');
    const answer = await app.gql(LIST, { from: '1403/12/30' }, asAdmin.headers);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'تاریخ نامعتبر است',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('the CSV export keeps to the same days', async ({ app, asAdmin }) => {
    const csv = await app.rest(
      'GET',
      `/api/admin/export/donations.csv?programId=${programId}&from=2025-03-20&to=2025-03-20`,
      undefined,
      asAdmin.headers,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
  });
});
