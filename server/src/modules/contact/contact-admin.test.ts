import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, contactMessages } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';

let ids: number[];

it.beforeAll(async ({ app }) => {
  const rows = await app.db
    .insert(contactMessages)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `فرستنده ${i}`,
        email: `s${i}@example.org`,
        subject: 'HELP_REQUEST' as const,
        message: `پیام شماره‌ی ${i} برای انجمن`,
        status: i < 2 ? ('RESOLVED' as const) : ('NEW' as const),
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    )
    .returning({ id: contactMessages.id });
  ids = rows.map((r) => r.id);
});

describe('admin contact messages', () => {
  it('pages newest first with the spec’s position fields', async ({ app, asAdmin }) => {
    const first = await app.rest('GET', '/api/admin/contacts?page=0&size=10', undefined, asAdmin.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      currentPage: 0,
      totalPages: 2,
      totalElements: 12,
      hasNext: true,
      hasPrevious: false,
    });
    expect(first.json().data.content[0]).toMatchObject({
      id: ids[11],
      subject: 'HELP_REQUEST',
      status: 'NEW',
    });
    const second = await app.rest('GET', '/api/admin/contacts?page=1', undefined, asAdmin.headers);
    expect(second.json().data).toMatchObject({ currentPage: 1, hasNext: false, hasPrevious: true });
    expect(second.json().data.content).toHaveLength(2);
  });

  it('counts all, new and resolved', async ({ app, asAdmin }) => {
    const counts = await app.rest('GET', '/api/admin/contacts/counts', undefined, asAdmin.headers);
    expect(counts.json().data).toEqual({ total: 12, NEW: 10, IN_PROGRESS: 0, RESOLVED: 2 });
  });

  it('sets any status from the query, audited; a bad status or id changes nothing', async ({
    app,
    asAdmin,
  }) => {
    const id = ids[5];
    const done = await app.rest(
      'PUT',
      `/api/contact/${id}/status?status=RESOLVED`,
      undefined,
      asAdmin.headers,
    );
    expect(done.json()).toMatchObject({
      success: true,
      message: 'وضعیت پیام به‌روزرسانی شد',
      data: { status: 'RESOLVED' },
    });
    const back = await app.gql(
      graphql(
        `mutation ContactAdminBack($id: Int!) { updateContactStatus(id: $id, status: IN_PROGRESS) { status } }`,
      ),
      { id },
      asAdmin.headers,
    );
    expect(back.data?.updateContactStatus.status).toBe('IN_PROGRESS');
    const bad = await app.rest('PUT', `/api/contact/${id}/status?status=DONE`, undefined, asAdmin.headers);
    expect(bad.statusCode).toBe(400);
    const missing = await app.rest(
      'PUT',
      '/api/contact/999999/status?status=NEW',
      undefined,
      asAdmin.headers,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('پیام مورد نظر یافت نشد');
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.status).toBe('IN_PROGRESS');
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(id)));
    expect(entries.map((e) => e.changes)).toEqual([
      { status: { before: 'NEW', after: 'RESOLVED' } },
      { status: { before: 'RESOLVED', after: 'IN_PROGRESS' } },
    ]);
  });

  it('is for admins only', async ({ app }) => {
    expect((await app.rest('GET', '/api/admin/contacts')).statusCode).toBe(401);
    await insertUser(app, '09120002001', { userType: 'DONOR' });
    const donor = bearer(await tokenFor(app, '09120002001'));
    expect(
      (await app.rest('PUT', `/api/contact/${ids[0]}/status?status=NEW`, undefined, donor)).statusCode,
    ).toBe(403);
  });
});
