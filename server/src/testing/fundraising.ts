import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentMethods, programs } from '../db/schema';
import { insertPrograms } from '../modules/programs/program-writer';
import { createTestApp, type TestApp } from './test-app';

type ProgramInsert = typeof programs.$inferInsert;

/** A program straight in the database (ACTIVE SCHOLARSHIP unless told), through the program writer. */
export async function insertProgram(t: TestApp, extra: Partial<ProgramInsert> = {}) {
  const { searchText: _derived, ...given } = extra;
  const [id] = await insertPrograms(t.db, [
    {
      programType: 'SCHOLARSHIP',
      status: 'ACTIVE',
      ...given,
      name: extra.name ?? 'برنامه آزمایشی',
      description: extra.description ?? 'توضیحات برنامه آزمایشی',
    },
  ]);
  const [row] = await t.db.select().from(programs).where(eq(programs.id, id));
  return row;
}

export const TEST_METHODS = {
  online: 'online_payment',
  card: 'credit_card',
  bank: 'bank_transfer',
  courseOnly: 'course_card',
} as const;

/** The three seed-like methods for programs (and one only for courses). */
export async function insertPaymentMethods(t: TestApp) {
  return t.db
    .insert(paymentMethods)
    .values([
      {
        code: TEST_METHODS.online,
        displayNameFa: 'پرداخت آنلاین',
        provider: 'ZARINPAL',
        config: { merchantId: '00000000-0000-0000-0000-000000000000' },
        sortOrder: 1,
      },
      {
        code: TEST_METHODS.card,
        displayNameFa: 'کارت به کارت',
        provider: 'CARD_TO_CARD',
        config: { cardNumber: '6037997512345678', accountName: 'انجمن نور دانش' },
        sortOrder: 2,
      },
      {
        code: TEST_METHODS.bank,
        displayNameFa: 'واریز به حساب',
        provider: 'BANK_TRANSFER',
        usageScope: 'PROGRAM',
        config: { iban: 'IR050170000000123456789012', accountName: 'انجمن', bankName: 'ملی' },
        sortOrder: 3,
      },
      {
        code: TEST_METHODS.courseOnly,
        displayNameFa: 'فقط دوره',
        provider: 'CARD_TO_CARD',
        usageScope: 'COURSE',
        sortOrder: 4,
      },
    ])
    .returning();
}

/** Lets the ZarinPal client reach the app's own stand-in gateway in process (no sockets). */
export function routeGatewayInProcess(t: TestApp): void {
  t.app.services.zarinpal.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const response = await t.app.fastify.inject({
      method: (init?.method ?? 'GET') as 'POST',
      url: `${url.pathname}${url.search}`,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A guest donation through the REST door; answers its id. */
export async function donate(
  t: TestApp,
  programId: number,
  amountToman: number,
  paymentMethod: string = TEST_METHODS.online,
  headers?: Record<string, string>,
): Promise<number> {
  const guest = headers ? {} : { donorName: 'مهمان نیکوکار', donorEmail: 'guest@example.org' };
  const response = await t.rest(
    'POST',
    '/api/donations',
    { programId, amount: amountToman, paymentMethod, ...guest },
    headers,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** Starts the gateway payment; answers the authority and the StartPay path (on the stand-in). */
export async function requestPayment(t: TestApp, donationId: number, headers?: Record<string, string>) {
  const response = await t.rest('POST', `/api/payments/zarinpal/request/${donationId}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  const { gatewayUrl, authority } = response.json().data as { gatewayUrl: string; authority: string };
  return { authority, startPayPath: new URL(gatewayUrl).pathname };
}

/** The payer presses «پرداخت» or «انصراف» on the stand-in page; answers the callback path it redirects to. */
export async function choose(t: TestApp, startPayPath: string, choice: 'pay' | 'cancel'): Promise<string> {
  const response = await t.app.fastify.inject({ method: 'POST', url: `${startPayPath}/${choice}` });
  expect(response.statusCode).toBe(302);
  const url = new URL(String(response.headers.location));
  return `${url.pathname}${url.search}`;
}

/** Follows a callback path; answers where it redirects (without the receipt link). */
export async function callback(t: TestApp, path: string): Promise<string> {
  return withoutReceiptLink(await callbackLocation(t, path));
}

/** Follows a callback path; answers where it redirects, a paid donation's receipt link included. */
export async function callbackLocation(t: TestApp, path: string): Promise<string> {
  const response = await t.rest('GET', path);
  expect(response.statusCode, response.body).toBe(302);
  return String(response.headers.location);
}

/** A paid donation's way back carries `&receipt={id}.{token}` (the receipts tests check it): the rest of it. */
export function withoutReceiptLink(location: string): string {
  return location.replace(/&receipt=\d+\.[\w-]+$/, '');
}

/** A test app that takes payments through the in-process stand-in gateway, with the test methods and one program. */
export async function openFundraisingApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; programId: number }> {
  const t = await createTestApp(env);
  routeGatewayInProcess(t);
  await insertPaymentMethods(t);
  return { t, programId: (await insertProgram(t)).id };
}
