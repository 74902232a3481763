import { existsSync } from 'node:fs';
import { formatJalaliLong } from '@common/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { documentMessages } from '../../documents/documents.messages';
import { PDF_LIMIT, pdfLimitKey } from '../../documents/print-desk';
import { enrollFree, insertLearningCourse, markRest, student } from '../../testing/learning';
import { PDFTOTEXT, pdfText } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { VERIFY_LIMIT } from './certificates.service';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// CI installs Chromium and poppler, so there the PDF must print; elsewhere a machine without them skips it.
const canPrint = process.env.CI === 'true' || (existsSync(CHROMIUM) && existsSync(PDFTOTEXT));

let t: TestApp;
let certificate: { id: number; verificationCode: string; issuedAt: string; downloadUrl: string };
let owner: Record<string, string>;
let course: { courseId: number; lessonIds: number[] };

/** A student who finished the course: their bearer headers, id and certificate. */
async function certifiedStudent(phone: string, names: { firstName?: string; lastName?: string } = {}) {
  const who = await student(t, phone, names);
  await enrollFree(t, course.courseId, who.auth);
  for (const lessonId of course.lessonIds) await markRest(t, course.courseId, lessonId, who.auth);
  const mine = await t.gql<{ myCertificates: Array<typeof certificate> }>(
    '{ myCertificates { id verificationCode issuedAt downloadUrl } }',
    {},
    who.auth,
  );
  return { ...who, certificate: mine.data?.myCertificates[0] as typeof certificate };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://noor.example' });
  course = await insertLearningCourse(t, { title: 'مهارت‌های نوشتن فارسی' });
  ({ auth: owner, certificate } = await certifiedStudent('09120002001', {
    firstName: 'نگار',
    lastName: 'محمدی‌نژاد',
  }));
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

/** Holds printer turns with documents that finish only when the test says so (a busy printer). */
function holdTurns(count: number, owner = 'test:hold') {
  const queue = t.app.services.pdfPrinter.queue;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = Array.from({ length: count }, (_, i) => queue.run(`${owner}:${i}`, () => gate));
  return {
    async release() {
      release();
      await Promise.all(held);
    },
  };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe('printing certificates is limited and shared fairly', () => {
  it('a member who used up the PDFs of this window gets the receipts’ Persian 429, before anything is printed', async () => {
    const limited = await certifiedStudent('09120002011');
    const { limit, windowSeconds } = PDF_LIMIT;
    const windowMs = windowSeconds * 1000;
    const now = Math.floor(Date.now() / windowMs) * windowMs;
    // This window and the next, so a test running across the boundary still finds the count used up.
    for (const start of [now, now + windowMs]) {
      await t.db
        .insert(rateLimits)
        .values({ key: pdfLimitKey({ userId: limited.userId }), windowStart: new Date(start), hits: limit })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: limit } });
    }
    const refused = await t.rest('GET', limited.certificate.downloadUrl, undefined, limited.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: documentMessages.tooManyPdfs, data: null });
    expect(t.app.services.pdfPrinter.queue.load).toEqual({ printing: 0, waiting: 0 });
    // The printable page costs no browser and stays open.
    const page = await t.rest(
      'GET',
      `/api/certificates/${limited.certificate.id}/print`,
      undefined,
      limited.auth,
    );
    expect(page.statusCode).toBe(200);
  });

  it('a full printer queue answers a Persian 503 with Retry-After, and prints nothing', async () => {
    const { concurrency, maxWaiting, retryAfterSeconds } = t.app.services.pdfPrinter.queue.options;
    const busy = holdTurns(concurrency + maxWaiting);
    try {
      const refused = await t.rest('GET', certificate.downloadUrl, undefined, owner);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(retryAfterSeconds));
      expect(refused.json()).toEqual({ success: false, message: documentMessages.printerBusy, data: null });
      expect(t.app.services.pdfPrinter.queue.load).toEqual({ printing: concurrency, waiting: maxWaiting });
    } finally {
      await busy.release();
    }
  });

  it.skipIf(!canPrint)(
    "one student's burst of 36 prints only their share, and another member's single PDF is printed ahead of it",
    async () => {
      const { concurrency, maxPerOwner, retryAfterSeconds } = t.app.services.pdfPrinter.queue.options;
      const queue = t.app.services.pdfPrinter.queue;
      const burster = await certifiedStudent('09120002013');
      const other = await certifiedStudent('09120002012');
      // One turn stays busy throughout, so the rest are printed one at a time, in the order the queue chooses.
      const busy = holdTurns(concurrency - 1, 'test:busy');
      const first = holdTurns(1, 'test:first');
      const finished: number[] = [];
      const get = (who: typeof other, index: number) =>
        t.rest('GET', who.certificate.downloadUrl, undefined, who.auth).then((response) => {
          finished.push(index);
          return response;
        });
      try {
        const burst = Array.from({ length: 36 }, (_, i) => get(burster, i));
        await until(() => queue.load.waiting === maxPerOwner);
        const single = get(other, 36);
        await until(() => queue.load.waiting === maxPerOwner + 1);
        await first.release();
        const answers = await Promise.all([...burst, single]);

        const status = (code: number) => answers.filter((r) => r.statusCode === code);
        expect(status(200)).toHaveLength(maxPerOwner + 1);
        // Beyond the account's share the queue refuses at once; beyond its allowance, the limit does (fewer
        // only if the burst straddles the limit's window).
        expect(status(503).length + status(429).length).toBe(36 - maxPerOwner);
        expect(status(503).length).toBeGreaterThanOrEqual(PDF_LIMIT.limit - maxPerOwner);
        expect(status(429).length).toBeLessThanOrEqual(36 - PDF_LIMIT.limit);
        for (const response of status(503)) {
          expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
          expect(response.json().message).toBe(documentMessages.printerBusy);
        }
        expect(answers[36].statusCode).toBe(200);
        expect(answers[36].headers['content-type']).toBe('application/pdf');
        const printedOrder = finished.filter((i) => answers[i].statusCode === 200);
        // The burst's first waiting document took the freed turn; the single one came next, before the rest.
        expect(printedOrder).toHaveLength(maxPerOwner + 1);
        expect(printedOrder.indexOf(36)).toBe(1);
      } finally {
        await busy.release();
      }
    },
  );
});
