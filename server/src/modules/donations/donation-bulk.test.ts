import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, donations } from '../../db/schema';
import { bearer } from '../../testing/accounts';
import { type DonationsApp, openDonationsApp, raisedAmount } from '../../testing/donations';
import { donate, TEST_METHODS } from '../../testing/fundraising';
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

interface Bulk {
  done: number[];
  failed: { id: number; message: string }[];
  message: string;
}

const statuses = async (ids: number[]) =>
  Object.fromEntries(
    (
      await t.db
        .select({ id: donations.id, status: donations.status })
        .from(donations)
        .where(inArray(donations.id, ids))
    ).map((r) => [r.id, r.status]),
  );

const auditedStatuses = async (ids: number[]) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.objectId, ids.map(String)))
      .orderBy(auditLog.id)
  ).map((e) => [Number(e.objectId), e.changes]);

describe('approving or rejecting selected donations at once', () => {
  it('REST: approves each pending one through the single approval; an already approved one is reported, not changed', async () => {
    const before = await raisedAmount(t, programId);
    const ids = await Promise.all(
      [1000, 2000].map((toman) => donate(t, programId, toman, TEST_METHODS.card)),
    );
    const decided = await donate(t, programId, 5000, TEST_METHODS.bank);
    await t.rest('PATCH', `/api/admin/donations/${decided}/status`, { status: 'COMPLETED' }, admin);

    const response = await t.rest(
      'PATCH',
      '/api/admin/donations/status',
      { ids: [...ids, decided], status: 'COMPLETED' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const data: Bulk = response.json().data;
    expect(data.done).toEqual(ids);
    expect(data.failed).toEqual([
      {
        id: decided,
        message: 'وضعیت این کمک قبلاً مشخص شده است و فقط کمک‌های در انتظار قابل تأیید یا رد هستند',
      },
    ]);
    expect(response.json().message).toBe('۲ مورد انجام شد؛ ۱ مورد انجام نشد');
    expect(await statuses([...ids, decided])).toEqual({
      [ids[0]]: 'COMPLETED',
      [ids[1]]: 'COMPLETED',
      [decided]: 'COMPLETED',
    });
    // The raised amount counts each approval once: the refused one was counted by its own approval only.
    expect(await raisedAmount(t, programId)).toBe(before + 80_000);
    expect(await auditedStatuses([...ids, decided])).toEqual([
      [decided, { status: { before: 'PENDING', after: 'COMPLETED' } }],
      [ids[0], { status: { before: 'PENDING', after: 'COMPLETED' } }],
      [ids[1], { status: { before: 'PENDING', after: 'COMPLETED' } }],
    ]);
  });

  it('GraphQL: rejects each pending one; an unknown id is reported; PENDING is not a choice', async () => {
    const ids = await Promise.all(
      [3000, 4000].map((toman) => donate(t, programId, toman, TEST_METHODS.bank)),
    );
    const mutation = graphql(`mutation DonationBulkStatus($ids: [Int!]!, $status: DonationStatus!) {
      bulkUpdateDonationStatus(ids: $ids, status: $status) { done failed { id message } message } }`);
    const answer = await t.gql(mutation, { ids: [ids[0], 999_999, ids[1]], status: 'FAILED' }, admin);
    expect(answer.data?.bulkUpdateDonationStatus).toEqual({
      done: ids,
      failed: [{ id: 999_999, message: 'کمک مورد نظر یافت نشد' }],
      message: '۲ مورد انجام شد؛ ۱ مورد انجام نشد',
    });
    expect(await statuses(ids)).toEqual({ [ids[0]]: 'FAILED', [ids[1]]: 'FAILED' });

    const other = await donate(t, programId, 1000, TEST_METHODS.card);
    const pending = await t.gql(mutation, { ids: [other], status: 'PENDING' }, admin);
    expect(pending.errors?.[0].extensions?.fieldErrors).toEqual({
      status: 'وضعیت جدید باید «موفق» یا «ناموفق» باشد',
    });
    const asMember = await t.gql(mutation, { ids: [other], status: 'COMPLETED' }, bearer(member.token));
    expect(asMember.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await statuses([other])).toEqual({ [other]: 'PENDING' });
  });

  it('two admins approving the same donations at once: each is approved once, by one of them', async () => {
    const before = await raisedAmount(t, programId);
    const ids = await Promise.all(
      [1000, 2000, 3000, 4000].map((toman) => donate(t, programId, toman, TEST_METHODS.card)),
    );
    const answers = await Promise.all(
      [ids, [...ids].reverse()].map((order) =>
        t.rest('PATCH', '/api/admin/donations/status', { ids: order, status: 'COMPLETED' }, admin),
      ),
    );
    const results: Bulk[] = answers.map((answer) => answer.json().data);
    const done = results.flatMap((r) => r.done).sort((a, b) => a - b);
    expect(done).toEqual([...ids].sort((a, b) => a - b));
    expect(results.flatMap((r) => r.failed).length).toBe(ids.length);
    expect(await raisedAmount(t, programId)).toBe(before + 100_000);
    expect((await auditedStatuses(ids)).length).toBe(ids.length);
  });

  it('REST: a later item the database fails is reported beside the earlier ones, which stay approved', async () => {
    const before = await raisedAmount(t, programId);
    const [first, broken] = await Promise.all(
      [1000, 2000].map((toman) => donate(t, programId, toman, TEST_METHODS.card)),
    );
    // The database refuses to change the second donation, after the first one has been approved.
    await t.db.execute(
      sql.raw(`
      create or replace function refuse_broken_donation() returns trigger language plpgsql as $$
      begin
        if new.id = ${broken} then raise exception 'injected failure'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(sql`
      create trigger refuse_broken_donation before update on donations
      for each row execute function refuse_broken_donation()`);
    try {
      const response = await t.rest(
        'PATCH',
        '/api/admin/donations/status',
        { ids: [first, broken], status: 'COMPLETED' },
        admin,
      );
      expect(response.statusCode).toBe(200);
      const data: Bulk = response.json().data;
      expect(data.done).toEqual([first]);
      expect(data.failed).toEqual([{ id: broken, message: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید' }]);
      expect(response.json().message).toBe('۱ مورد انجام شد؛ ۱ مورد انجام نشد');
    } finally {
      await t.db.execute(sql`drop trigger refuse_broken_donation on donations`);
      await t.db.execute(sql`drop function refuse_broken_donation()`);
    }
    expect(await statuses([first, broken])).toEqual({ [first]: 'COMPLETED', [broken]: 'PENDING' });
    expect(await raisedAmount(t, programId)).toBe(before + 10_000);
    expect(await auditedStatuses([first, broken])).toEqual([
      [first, { status: { before: 'PENDING', after: 'COMPLETED' } }],
    ]);
  });

  it('refuses more than 100 ids with a Persian message on ids, changing nothing', async () => {
    const id = await donate(t, programId, 1000, TEST_METHODS.card);
    const ids = [id, ...Array.from({ length: 100 }, (_, i) => 800_000 + i)];
    const response = await t.rest('PATCH', '/api/admin/donations/status', { ids, status: 'FAILED' }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ ids: 'در هر بار حداکثر ۱۰۰ مورد را می‌توان تغییر داد' });
    const [row] = await t.db.select().from(donations).where(eq(donations.id, id));
    expect(row.status).toBe('PENDING');
  });
});
