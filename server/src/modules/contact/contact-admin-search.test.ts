import { describe, expect } from 'vitest';
import { contactMessages } from '../../db/schema';
import { it, type SignedIn } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const id: Record<string, number> = {};

it.beforeAll(async ({ app }) => {
  const rows = await app.db
    .insert(contactMessages)
    .values([
      {
        name: 'علي كريمي',
        email: 'ali.k@example.org',
        phone: '09121112233',
        subject: 'COMPLAINT' as const,
        message: 'رسید کمک من نرسید',
      },
      {
        name: 'سارا احمدی',
        email: 'sara@example.org',
        subject: 'VOLUNTEER' as const,
        message: 'می‌خواهم معلم داوطلب شوم',
        status: 'RESOLVED' as const,
      },
      {
        name: 'رضا نادری',
        email: 'reza@example.org',
        subject: 'DONATION' as const,
        message: 'شماره‌ی حساب انجمن چیست؟',
        status: 'IN_PROGRESS' as const,
      },
    ])
    .returning({ id: contactMessages.id, email: contactMessages.email });
  for (const row of rows) id[row.email.split('@')[0]] = row.id;
});

const restIds = async (app: TestApp, asAdmin: SignedIn, query: string) => {
  const response = await app.rest('GET', `/api/admin/contacts?${query}`, undefined, asAdmin.headers);
  expect(response.statusCode).toBe(200);
  return (response.json().data.content as { id: number }[]).map((m) => m.id).sort();
};

describe('searching and filtering contact messages', () => {
  it('REST: finds by name (Arabic letters too), e-mail, phone in Persian digits, subject label and text', async ({
    app,
    asAdmin,
  }) => {
    expect(await restIds(app, asAdmin, `q=${encodeURIComponent('علی کریمی')}`)).toEqual([id['ali.k']]);
    expect(await restIds(app, asAdmin, 'q=SARA%40EXAMPLE')).toEqual([id.sara]);
    expect(await restIds(app, asAdmin, `q=${encodeURIComponent('۱۱۱۲۲')}`)).toEqual([id['ali.k']]);
    expect(await restIds(app, asAdmin, `q=${encodeURIComponent('شکایت')}`)).toEqual([id['ali.k']]);
    expect(await restIds(app, asAdmin, `q=${encodeURIComponent('معلم داوطلب')}`)).toEqual([id.sara]);
    expect(await restIds(app, asAdmin, `q=${encodeURIComponent('ناپیدا')}`)).toEqual([]);
  });

  it('REST: the status filter, alone and with words; the total follows', async ({ app, asAdmin }) => {
    expect(await restIds(app, asAdmin, 'status=RESOLVED')).toEqual([id.sara]);
    expect(await restIds(app, asAdmin, `status=NEW&q=${encodeURIComponent('example')}`)).toEqual([
      id['ali.k'],
    ]);
    const response = await app.rest(
      'GET',
      '/api/admin/contacts?status=IN_PROGRESS',
      undefined,
      asAdmin.headers,
    );
    expect(response.json().data.totalElements).toBe(1);
  });

  it('the CSV export reads the same search', async ({ app, asAdmin }) => {
    const csv = await app.rest(
      'GET',
      `/api/admin/export/contacts.csv?q=${encodeURIComponent('شکایت')}`,
      undefined,
      asAdmin.headers,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('ali.k@example.org');
    expect(csv.body).not.toContain('sara@example.org');
  });

  it('GraphQL: the same search and filter', async ({ app, asAdmin }) => {
    const answer = await app.gql(
      graphql(
        `query ContactAdminSearchMessages($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }`,
      ),
      { q: 'حساب' },
      asAdmin.headers,
    );
    expect(answer.data?.adminContactMessages).toEqual({ totalElements: 1, content: [{ id: id.reza }] });
  });
});
