import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, contactMessages } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let member: Record<string, string>;

const insertMessages = async (app: TestApp, n: number) =>
  (
    await app.db
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

const statuses = async (app: TestApp, ids: number[]) =>
  (
    await app.db
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

it.beforeAll(async ({ app }) => {
  await insertUser(app, '09120002101', { userType: 'DONOR' });
  member = bearer(await tokenFor(app, '09120002101'));
});

describe('marking selected contact messages at once', () => {
  it('REST: each message through the single status change, audited one by one; a missing id is reported', async ({
    app,
    asAdmin,
  }) => {
    const ids = await insertMessages(app, 3);
    const response = await app.rest(
      'PUT',
      '/api/admin/contacts/status',
      { ids: [...ids, 999_999], status: 'RESOLVED' },
      asAdmin.headers,
    );
    expect(response.statusCode).toBe(200);
    const data: Bulk = response.json().data;
    expect(data.done).toEqual(ids);
    expect(data.failed).toEqual([{ id: 999_999, message: 'پیام مورد نظر یافت نشد' }]);
    expect(response.json().message).toBe('۳ مورد انجام شد؛ ۱ مورد انجام نشد');
    expect(await statuses(app, ids)).toEqual(['RESOLVED', 'RESOLVED', 'RESOLVED']);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectType, 'contactMessage'))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, Number(e.objectId), e.changes])).toEqual(
      ids.map((id) => ['status', id, { status: { before: 'NEW', after: 'RESOLVED' } }]),
    );
  });

  it('GraphQL: the same answer; only admins', async ({ app, asAdmin }) => {
    const ids = await insertMessages(app, 2);
    const mutation = graphql(
      `mutation ContactBulkResolve($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: RESOLVED) { done failed { id message } message } }`,
    );
    const answer = await app.gql(mutation, { ids }, asAdmin.headers);
    expect(answer.data?.bulkUpdateContactStatus).toEqual({
      done: ids,
      failed: [],
      message: '۲ مورد انجام شد',
    });
    const other = await insertMessages(app, 1);
    const refused = await app.gql(mutation, { ids: other }, member);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const guest = await app.rest('PUT', '/api/admin/contacts/status', { ids: other, status: 'RESOLVED' });
    expect(guest.statusCode).toBe(401);
    expect(await statuses(app, other)).toEqual(['NEW']);
  });

  it('GraphQL: a later message the database fails is reported beside the earlier ones, which stay changed', async ({
    app,
    asAdmin,
  }) => {
    const [first, broken] = await insertMessages(app, 2);
    // The database refuses to change the second message, after the first one has been changed.
    await app.db.execute(
      sql.raw(`
      create or replace function refuse_broken_message() returns trigger language plpgsql as $$
      begin
        if new.id = ${broken} then raise exception 'injected failure'; end if;
        return new;
      end $$`),
    );
    await app.db.execute(sql`
      create trigger refuse_broken_message before update on contact_messages
      for each row execute function refuse_broken_message()`);
    try {
      const answer = await app.gql(
        graphql(
          `mutation ContactBulkInProgress($ids: [Int!]!) { bulkUpdateContactStatus(ids: $ids, status: IN_PROGRESS) { done failed { id message } message } }`,
        ),
        { ids: [first, broken] },
        asAdmin.headers,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.bulkUpdateContactStatus).toEqual({
        done: [first],
        failed: [{ id: broken, message: 'خطای داخلی سرور. لطفاً دوباره تلاش کنید' }],
        message: '۱ مورد انجام شد؛ ۱ مورد انجام نشد',
      });
    } finally {
      await app.db.execute(sql`drop trigger refuse_broken_message on contact_messages`);
      await app.db.execute(sql`drop function refuse_broken_message()`);
    }
    expect(await statuses(app, [first, broken])).toEqual(['IN_PROGRESS', 'NEW']);
    const audited = await app.db
      .select({ objectId: auditLog.objectId })
      .from(auditLog)
      .where(inArray(auditLog.objectId, [String(first), String(broken)]));
    expect(audited).toEqual([{ objectId: String(first) }]);
  });

  it('refuses more than 100 ids, or none, with a Persian message on ids, changing nothing', async ({
    app,
    asAdmin,
  }) => {
    const ids = await insertMessages(app, 1);
    const many = [...ids, ...Array.from({ length: 100 }, (_, i) => 900_000 + i)];
    const tooMany = await app.rest(
      'PUT',
      '/api/admin/contacts/status',
      { ids: many, status: 'RESOLVED' },
      asAdmin.headers,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ ids: 'در هر بار حداکثر ۱۰۰ مورد را می‌توان تغییر داد' });
    const none = await app.gql(
      graphql(`mutation ContactBulkNone { bulkUpdateContactStatus(ids: [], status: RESOLVED) { message } }`),
      {},
      asAdmin.headers,
    );
    expect(none.errors?.[0].extensions?.fieldErrors).toEqual({ ids: 'هیچ موردی انتخاب نشده است' });
    expect(await statuses(app, ids)).toEqual(['NEW']);
  });
});
