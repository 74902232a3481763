import { desc } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { contactMessages, rateLimits } from '../../db/schema';
import { testWith } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

const valid = {
  name: 'سارا احمدی',
  email: 'sara@example.com',
  phone: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
  subject: 'help-request',
  message: 'سلام، برای فرزندم درخواست کمک آموزشی دارم.',
};
let address = 0;
/** A fresh client address per test, so the rate limit of one test does not touch another. */
const from = () => ({ 'x-forwarded-for': `10.0.0.${++address}` });

const it = testWith({ TRUST_PROXY: 'true' });

async function lastMessage(app: TestApp) {
  const [row] = await app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
  return row;
}

describe('POST /api/contact', () => {
  it('stores a valid message as NEW with the normalised phone, the subject enum and the address', async ({
    app,
  }) => {
    const headers = from();
    const response = await app.rest('POST', '/api/contact', valid, headers);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'پیام شما با موفقیت ارسال شد. به‌زودی با شما تماس می‌گیریم.',
    });
    expect(typeof body.data.id).toBe('number');
    expect(await lastMessage(app)).toMatchObject({
      id: body.data.id,
      name: 'سارا احمدی',
      phone: '09123456789',
      subject: 'HELP_REQUEST',
      status: 'NEW',
      ipAddress: headers['x-forwarded-for'],
    });
  });

  it('accepts a message without a phone and ignores unknown keys', async ({ app }) => {
    const response = await app.rest('POST', '/api/contact', { ...valid, phone: '', extra: 1 }, from());
    expect(response.statusCode).toBe(201);
    expect((await lastMessage(app)).phone).toBeNull();
  });

  it('answers 400 with every field message of the spec', async ({ app }) => {
    const response = await app.rest(
      'POST',
      '/api/contact',
      { name: 'س', email: 'not-an-email', phone: '12345', subject: 'spam', message: 'کوتاه' },
      from(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'نام باید حداقل ۲ کاراکتر باشد',
      data: null,
      errors: {
        name: 'نام باید حداقل ۲ کاراکتر باشد',
        email: 'فرمت ایمیل نادرست است',
        phone: 'شماره تلفن نامعتبر است',
        subject: 'انتخاب موضوع الزامی است',
        message: 'پیام باید حداقل ۱۰ کاراکتر باشد',
      },
    });
  });

  it('names every missing required field', async ({ app }) => {
    const response = await app.rest('POST', '/api/contact', {}, from());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'نام الزامی است',
      email: 'ایمیل الزامی است',
      subject: 'انتخاب موضوع الزامی است',
      message: 'متن پیام الزامی است',
    });
  });

  it('takes at most 5 messages per address in 10 minutes, then answers a Persian 429', async ({ app }) => {
    const headers = from();
    for (let i = 0; i < 5; i++) {
      expect((await app.rest('POST', '/api/contact', valid, headers)).statusCode).toBe(201);
    }
    const refused = await app.rest('POST', '/api/contact', valid, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/بیش از حد مجاز/);
    // Another address is still welcome.
    expect((await app.rest('POST', '/api/contact', valid, from())).statusCode).toBe(201);
  });

  it('counts parallel submissions atomically', async ({ app }) => {
    const headers = from();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => app.rest('POST', '/api/contact', valid, headers)),
    );
    expect(statuses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(statuses.filter((r) => r.statusCode === 429)).toHaveLength(3);
    const counters = await app.db.select().from(rateLimits);
    expect(counters.find((c) => c.key === `contact:${headers['x-forwarded-for']}`)?.hits).toBe(8);
  });
});

describe('submitContactMessage (GraphQL)', () => {
  const mutation = graphql(`mutation ContactSubmit($input: ContactMessageInput!) {
    submitContactMessage(input: $input) { id message } }`);

  it('answers the receipt', async ({ app }) => {
    const answer = await app.gql(mutation, { input: { ...valid, subject: 'DONATION' } }, from());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.submitContactMessage.message).toMatch(/با موفقیت/);
    expect((await lastMessage(app)).subject).toBe('DONATION');
  });

  it('answers BAD_USER_INPUT with the per-field messages', async ({ app }) => {
    const answer = await app.gql(mutation, { input: { ...valid, email: '' } }, from());
    expect(answer.errors?.[0]).toMatchObject({
      message: 'ایمیل الزامی است',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'ایمیل الزامی است' } },
    });
  });
});
