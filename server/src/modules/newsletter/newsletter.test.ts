import { describe, expect } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { it } from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { NEWSLETTER_SUCCESS_MESSAGE } from './newsletter.service';

describe('newsletter', () => {
  it('stores an address once, whatever its case, with the same answer each time', async ({ app }) => {
    for (const email of ['Reader@Example.org', 'reader@example.org']) {
      const response = await app.rest('POST', '/api/newsletter', { email });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        message: NEWSLETTER_SUCCESS_MESSAGE,
        data: { message: NEWSLETTER_SUCCESS_MESSAGE },
      });
    }
    const rows = await app.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(['reader@example.org']);
  });

  it('refuses a bad address with the Persian field message and stores nothing', async ({ app }) => {
    const before = await app.db.$count(newsletterSubscribers);
    for (const body of [{}, { email: 'nope' }, { email: 42 }]) {
      const response = await app.rest('POST', '/api/newsletter', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.email).toMatch(/ایمیل/);
    }
    const answer = await app.gql(
      graphql(`mutation NewsletterBadAddress { subscribeNewsletter(input: { email: "x" }) { message } }`),
    );
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await app.db.$count(newsletterSubscribers)).toBe(before);
  });

  it('limits a flood from one address', async ({ app }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await app.rest('POST', '/api/newsletter', { email: `flood${i}@example.org` })).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
