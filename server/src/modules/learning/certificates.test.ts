import { existsSync } from 'node:fs';
import { formatJalaliLong } from '@common/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFTOTEXT, pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { VERIFY_LIMIT } from './certificates.service';
import { enrollFree, insertLearningCourse, markRest, student } from './learning.testing';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// CI installs Chromium and poppler, so there the PDF must print; elsewhere a machine without them skips it.
const canPrint = process.env.CI === 'true' || (existsSync(CHROMIUM) && existsSync(PDFTOTEXT));

let t: TestApp;
let certificate: { id: number; verificationCode: string; issuedAt: string; downloadUrl: string };
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://noor.example' });
  const { courseId, lessonIds } = await insertLearningCourse(t, { title: 'مهارت‌های نوشتن فارسی' });
  const who = await student(t, '09120002001', { firstName: 'نگار', lastName: 'محمدی‌نژاد' });
  owner = who.auth;
  await enrollFree(t, courseId, owner);
  for (const lessonId of lessonIds) await markRest(t, courseId, lessonId, owner);
  const mine = await t.gql<{ myCertificates: Array<typeof certificate> }>(
    '{ myCertificates { id verificationCode issuedAt downloadUrl } }',
    {},
    owner,
  );
  certificate = mine.data?.myCertificates[0] as typeof certificate;
});
afterAll(() => t.close());

const VERIFY = `query ($code: String!) {
  verifyCertificate(code: $code) { studentName courseTitle issuedAt verificationCode }
}`;

describe('public verification', () => {
  it('confirms name, course and date through both doors, and nothing more', async () => {
    const rest = await t.rest('GET', `/api/certificates/verify/${certificate.verificationCode}`);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toEqual({
      studentName: 'نگار محمدی‌نژاد',
      courseTitle: 'مهارت‌های نوشتن فارسی',
      issuedAt: certificate.issuedAt,
      verificationCode: certificate.verificationCode,
    });
    // Typed from paper: lower case, no dash, O for 0 and I for 1 are read as the code.
    const typed = certificate.verificationCode.replace('-', '').toLowerCase().replaceAll('0', 'o');
    const gql = await t.gql<{ verifyCertificate: { studentName: string } }>(VERIFY, { code: typed });
    expect(gql.errors).toBeUndefined();
    expect(gql.data?.verifyCertificate.studentName).toBe('نگار محمدی‌نژاد');
  });

  it('answers 404 for an unknown code and 400 for what cannot be a code, in Persian', async () => {
    const unknown = await t.rest('GET', '/api/certificates/verify/ZZZZZ-ZZZZZ', undefined, {
      'x-forwarded-for': '10.0.0.1',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'گواهی‌ای با این کد یافت نشد' });
    const bad = await t.rest('GET', '/api/certificates/verify/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('کد تأیید باید ۱۰ حرف یا رقم لاتین باشد (مانند ABCDE-12345)');
    const huge = await t.gql(VERIFY, { code: 'A'.repeat(10_000) });
    expect(huge.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('limits lookups per address', async () => {
    const limited = await createTestApp();
    try {
      const codes = Array.from({ length: VERIFY_LIMIT }, () => 'ZZZZZ-ZZZZZ');
      for (const code of codes) {
        expect((await limited.rest('GET', `/api/certificates/verify/${code}`)).statusCode).toBe(404);
      }
      const over = await limited.rest('GET', '/api/certificates/verify/ZZZZZ-ZZZZZ');
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(
        'تعداد استعلام‌ها بیش از حد مجاز است. لطفاً چند دقیقه‌ی دیگر دوباره تلاش کنید',
      );
    } finally {
      await limited.close();
    }
  });
});

describe('the certificate PDF', () => {
  it('gives its owner the printable page it is printed from, escaped', async () => {
    const response = await t.rest('GET', `/api/certificates/${certificate.id}/print`, undefined, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="fa" dir="rtl">');
    expect(response.body).toContain('نگار محمدی‌نژاد');
    expect(response.body).toContain(certificate.verificationCode);
  });

  it.skipIf(!canPrint)('prints the Persian name, course, Jalali date and code for its owner', async () => {
    const response = await t.app.fastify.inject({
      method: 'GET',
      url: certificate.downloadUrl,
      headers: owner,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`certificate-${certificate.id}.pdf`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('گواهی پایان دوره');
    expect(text).toContain('نگار محمدی‌نژاد');
    expect(text).toContain('مهارت‌های نوشتن فارسی');
    // pdftotext may drop the space between a Persian number and a Persian word; the words stay whole.
    const date = formatJalaliLong(certificate.issuedAt);
    expect(text.replace(/\s/g, '')).toContain(`تاریخصدور${date.replace(/\s/g, '')}`);
    expect(text).toContain(certificate.verificationCode);
    expect(text).toContain('https://noor.example/verify/certificate');
    expect(text.indexOf('نگار محمدی‌نژاد')).toBeLessThan(text.indexOf('مهارت‌های نوشتن فارسی'));
  });

  it("refuses guests (401) and hides another member's or an unknown certificate (404)", async () => {
    const guest = await t.rest('GET', certificate.downloadUrl);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().success).toBe(false);
    const stranger = await student(t, '09120002002');
    const theirs = await t.rest('GET', certificate.downloadUrl, undefined, stranger.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('گواهی‌ای با این کد یافت نشد');
    const printable = await t.rest(
      'GET',
      `/api/certificates/${certificate.id}/print`,
      undefined,
      stranger.auth,
    );
    expect(printable.statusCode).toBe(404);
    expect((await t.rest('GET', `/api/certificates/${certificate.id}/print`)).statusCode).toBe(401);
    for (const id of ['999999', 'abc', '-1', '1e5', '99999999999999']) {
      const response = await t.rest('GET', `/api/certificates/${id}/pdf`, undefined, owner);
      expect(response.statusCode, id).toBe(404);
    }
  });
});
