import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

const insertMessages = async (n: number) =>
  (
    await t.db
      .insert(contactMessages)
      .values(
        Array.from({ length: n }, (_, i) => ({
          name: `نویسنده ${i}`,
          email: `bulk${i}@example.org`,
          subject: 'OTHER' as const,
          message: `متن ${i}`,
        })),
      )
      .returning({ id: contactMessages.id })
  ).map((r) => r.id);

const statuses = async (ids: number[]) =>
  (
    await t.db
      .select({ id: contactMessages.id, status: contactMessages.status })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids))
      .orderBy(contactMessages.id)
  ).map((r) => r.status);

interface Bulk {
  done: number[];
  failed: { id: number; message: string }[];
  message: string;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, '09120002100', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120002100'));
  await insertUser(t, '09120002101', { userType: 'DONOR' });
  member = bearer(await tokenFor(t, '09120002101'));
});
afterAll(() => t.close());

describe('marking selected contact messages at once', () => {
  it('REST: each message through the single status change, audited one by one; a missing id is reported', async () => {
    const ids = await insertMessages(3);
    const response = await t.rest(
      'PUT',
      '/api/admin/contacts/status',
      { ids: [...ids, 999_999], status: 'RESOLVED' },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const data: Bulk = response.json().data;
    expect(data.done).toEqual(ids);
    expect(data.failed).toEqual([{ id: 999_999, message: 'پیام مورد نظر یافت نشد' }]);
    expect(response.json().message).toBe('۳ مورد انجام شد؛ ۱ مورد انجام نشد');
    expect(await statuses(ids)).toEqual(['RESOLVED', 'RESOLVED', 'RESOLVED']);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectType, 'contactMessage'))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, Number(e.objectId), e.changes])).toEqual(
      ids.map((id) => ['status', id, { status: { before: 'NEW', after: 'RESOLVED' } }]),
    );
  });

  it('GraphQL: the same answer; only admins', async () => {
    const ids = await insertMessages(2);
    const mutation = `mutation($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: RESOLVED) { done failed { id message } message } }`;
    const answer = await t.gql<{ bulkUpdateContactStatus: Bulk }>(mutation, { ids }, admin);
    expect(answer.data?.bulkUpdateContactStatus).toEqual({
      done: ids,
      failed: [],
      message: '۲ مورد انجام شد',
    });
    const other = await insertMessages(1);
    const refused = await t.gql(mutation, { ids: other }, member);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const guest = await t.rest('PUT', '/api/admin/contacts/status', { ids: other, status: 'RESOLVED' });
    expect(guest.statusCode).toBe(401);
    expect(await statuses(other)).toEqual(['NEW']);
  });

  it('GraphQL: a later message the database fails is reported beside the earlier ones, which stay changed', async () => {
    const [first, broken] = await insertMessages(2);
    // The database refuses to change the second message, after the first one has been changed.
    await t.db.execute(
      sql.raw(`
      create or replace function refuse_broken_message() returns trigger language plpgsql as $$
      begin
        if new.id = ${broken} then raise exception 'injected failure'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(sql`
      create trigger refuse_broken_message before update on contact_messages
      for each row execute function refuse_broken_message()`);
    try {
      const answer = await t.gql<{ bulkUpdateContactStatus: Bulk }>(
        `mutation($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: IN_PROGRESS) { done failed { id message } message } }`,
        { ids: [first, broken] },
        admin,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.bulkUpdateContactStatus).toEqual({
        done: [first],
        failed: [{ id: broken, message: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید' }],
        message: '۱ مورد انجام شد؛ ۱ مورد انجام نشد',
      });
    } finally {
      await t.db.execute(sql`drop trigger refuse_broken_message on contact_messages`);
      await t.db.execute(sql`drop function refuse_broken_message()`);
    }
    expect(await statuses([first, broken])).toEqual(['IN_PROGRESS', 'NEW']);
    const audited = await t.db
      .select({ objectId: auditLog.objectId })
      .from(auditLog)
      .where(inArray(auditLog.objectId, [String(first), String(broken)]));
    expect(audited).toEqual([{ objectId: String(first) }]);
  });

  it('refuses more than 100 ids, or none, with a Persian message on ids, changing nothing', async () => {
    const ids = await insertMessages(1);
    const many = [...ids, ...Array.from({ length: 100 }, (_, i) => 900_000 + i)];
    const tooMany = await t.rest(
      'PUT',
      '/api/admin/contacts/status',
      { ids: many, status: 'RESOLVED' },
      admin,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ ids: 'در هر بار حداکثر ۱۰۰ مورد را می‌توان تغییر داد' });
    const none = await t.gql<{ bulkUpdateContactStatus: Bulk }>(
      'mutation { bulkUpdateContactStatus(ids: [], status: RESOLVED) { message } }',
      {},
      admin,
    );
    expect(none.errors?.[0].extensions?.fieldErrors).toEqual({ ids: 'هیچ موردی انتخاب نشده است' });
    expect(await statuses(ids)).toEqual(['NEW']);
  });
});
