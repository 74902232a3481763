import { describe, expect } from 'vitest';
import { contactMessages, donations, programs } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { it } from '../../testing/fixtures';
import { canOpenSpreadsheets, openCsvInSpreadsheet } from '../../testing/spreadsheet';

let admin: Record<string, string>;
const ROWS = 2_345; // more than two batches

it.beforeAll(async ({ app }) => {
  await insertUser(app, '09120004000', { userType: 'ADMIN', firstName: '=cmd|calc', lastName: 'مدیر, اصلی' });
  admin = bearer(await tokenFor(app, '09120004000'));
  const [program] = await app.db
    .insert(programs)
    .values({
      name: 'بورسیه‌ی تحصیلی',
      programType: 'SCHOLARSHIP',
      status: 'ACTIVE',
      startDate: '2026-01-01',
      endDate: '2027-01-01',
    })
    .returning();
  await app.db.insert(donations).values(
    Array.from({ length: ROWS }, (_, i) => ({
      programId: program.id,
      amount: 10_000 * (i + 1),
      donorName: i === 0 ? '@SUM(A1)' : `حامی ${i}`,
      donorEmail: `d${i}@example.org`,
      paymentMethod: 'CARD_TO_CARD',
      status: i % 2 === 0 ? ('COMPLETED' as const) : ('PENDING' as const),
      donationDate: new Date('2026-11-20T10:00:00Z'),
    })),
  );
  await app.db.insert(contactMessages).values({
    name: 'سارا',
    email: 's@example.org',
    phone: '09351234567',
    subject: 'DONATION',
    message: 'سلام،\nخط دوم "نقل‌قول"',
  });
});

const parse = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('CSV export', () => {
  it('streams every filtered donation with a BOM, Jalali dates and toman amounts', async ({ app }) => {
    const response = await app.rest(
      'GET',
      '/api/admin/export/donations.csv?status=completed',
      undefined,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="donations-14\d\d-\d\d-\d\d\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = parse(response.body);
    expect(lines[0]).toBe('شناسه,اهداکننده,ایمیل,برنامه,مبلغ (تومان),وضعیت,تاریخ,شناسه پرداخت');
    expect(lines).toHaveLength(1 + Math.ceil(ROWS / 2));
    // The newest first; the first donation's formula-like name is neutralised.
    expect(lines.at(-1)).toMatch(
      /^\d+,'@SUM\(A1\),d0@example.org,بورسیه‌ی تحصیلی,1000,موفق,1405\/08\/29 13:30,$/,
    );
  });

  it('searches like the list does, and neutralises and quotes user cells', async ({ app }) => {
    const found = await app.rest('GET', '/api/admin/export/donations.csv?q=D12@EXAMPLE', undefined, admin);
    expect(parse(found.body).slice(1)).toEqual([expect.stringContaining(',حامی 12,d12@example.org,')]);
    const usersFile = await app.rest('GET', '/api/admin/export/users.csv?type=admin', undefined, admin);
    expect(parse(usersFile.body)[1]).toMatch(
      /^\d+,'=cmd\|calc,"مدیر, اصلی",09120004000@example.org,\u200E09120004000,مدیر سیستم,بله,خیر,14/,
    );
    const contactsFile = await app.rest('GET', '/api/admin/export/contacts.csv', undefined, admin);
    expect(contactsFile.body).toContain('"سلام،\nخط دوم ""نقل‌قول"""');
  });

  it('writes phone numbers so a spreadsheet keeps their leading zero', async ({ app }) => {
    const contactsFile = await app.rest('GET', '/api/admin/export/contacts.csv', undefined, admin);
    expect(parse(contactsFile.body)[1]).toMatch(/^\d+,سارا,s@example.org,\u200E09351234567,/);
  });

  it.skipIf(!canOpenSpreadsheets)(
    'opens in a spreadsheet with phone numbers as text, leading zero kept, and no formula cell',
    async ({ app }) => {
      const usersFile = await app.rest('GET', '/api/admin/export/users.csv?type=admin', undefined, admin);
      const contactsFile = await app.rest('GET', '/api/admin/export/contacts.csv', undefined, admin);
      const users = openCsvInSpreadsheet(usersFile.rawPayload);
      const contacts = openCsvInSpreadsheet(contactsFile.rawPayload);
      for (const [cells, phone] of [
        [users, '09120004000'],
        [contacts, '09351234567'],
      ] as const) {
        const phoneCells = cells.filter(
          (cell) => cell.text.replace(/^\u200E/, '').replace(/^0/, '') === phone.slice(1),
        );
        expect(phoneCells).toEqual([{ type: 'string', text: `\u200E${phone}`, formula: null }]);
        expect(cells.filter((cell) => cell.formula !== null)).toEqual([]);
      }
      expect(users).toContainEqual({ type: 'string', text: "'=cmd|calc", formula: null });
    },
    // Each file is a cold start of LibreOffice, which takes 10-30 s on a loaded two-core machine.
    180_000,
  );

  it('refuses a guest, a member and a bad filter with the envelope, before any row', async ({ app }) => {
    expect((await app.rest('GET', '/api/admin/export/users.csv')).statusCode).toBe(401);
    await insertUser(app, '09120004001', { userType: 'DONOR' });
    const donor = bearer(await tokenFor(app, '09120004001'));
    expect((await app.rest('GET', '/api/admin/export/users.csv', undefined, donor)).statusCode).toBe(403);
    const bad = await app.rest('GET', '/api/admin/export/users.csv?type=KING', undefined, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'مقدار «نوع» نامعتبر است' });
    expect((await app.rest('GET', '/api/admin/export/secrets.csv', undefined, admin)).statusCode).toBe(404);
  });
});
