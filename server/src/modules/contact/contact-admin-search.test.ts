import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t, '09120002200', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09120002200'));
  const rows = await t.db
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
afterAll(() => t.close());

const restIds = async (query: string) => {
  const response = await t.rest('GET', `/api/admin/contacts?${query}`, undefined, admin);
  expect(response.statusCode).toBe(200);
  return (response.json().data.content as { id: number }[]).map((m) => m.id).sort();
};

describe('searching and filtering contact messages', () => {
  it('REST: finds by name (Arabic letters too), e-mail, phone in Persian digits, subject label and text', async () => {
    expect(await restIds(`q=${encodeURIComponent('علی کریمی')}`)).toEqual([id['ali.k']]);
    expect(await restIds('q=SARA%40EXAMPLE')).toEqual([id.sara]);
    expect(await restIds(`q=${encodeURIComponent('۱۱۱۲۲')}`)).toEqual([id['ali.k']]);
    expect(await restIds(`q=${encodeURIComponent('شکایت')}`)).toEqual([id['ali.k']]);
    expect(await restIds(`q=${encodeURIComponent('معلم داوطلب')}`)).toEqual([id.sara]);
    expect(await restIds(`q=${encodeURIComponent('ناپیدا')}`)).toEqual([]);
  });

  it('REST: the status filter, alone and with words; the total follows', async () => {
    expect(await restIds('status=RESOLVED')).toEqual([id.sara]);
    expect(await restIds(`status=NEW&q=${encodeURIComponent('example')}`)).toEqual([id['ali.k']]);
    const response = await t.rest('GET', '/api/admin/contacts?status=IN_PROGRESS', undefined, admin);
    expect(response.json().data.totalElements).toBe(1);
  });

  it('the CSV export reads the same search', async () => {
    const csv = await t.rest(
      'GET',
      `/api/admin/export/contacts.csv?q=${encodeURIComponent('شکایت')}`,
      undefined,
      admin,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('ali.k@example.org');
    expect(csv.body).not.toContain('sara@example.org');
  });

  it('GraphQL: the same search and filter', async () => {
    const answer = await t.gql<{
      adminContactMessages: { totalElements: number; content: { id: number }[] };
    }>(
      'query($q: String) { adminContactMessages(q: $q, status: IN_PROGRESS) { totalElements content { id } } }',
      { q: 'حساب' },
      admin,
    );
    expect(answer.data?.adminContactMessages).toEqual({ totalElements: 1, content: [{ id: id.reza }] });
  });
});
