// The gateway brings the payer back to the origin they paid from (their token lives in that origin's local
// storage), but only when it is an allowed origin: PUBLIC_URL, its loopback twin outside production, and
// ALLOWED_ORIGINS. Anything else falls back to PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { insertCourse } from '../../testing/enrollments';
import { donate, openFundraisingApp, TEST_METHODS, withoutReceiptLink } from '../../testing/fundraising';
import { graphql } from '../../testing/gql';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
let programId: number;

beforeAll(async () => {
  ({ t, programId } = await openFundraisingApp({ PORT: '4000', ALLOWED_ORIGINS: 'https://charity.example' }));
});
afterAll(() => t.close());

/** Where the stand-in sends the payer's browser after «پرداخت». */
async function payAndFollow(gatewayUrl: string): Promise<URL> {
  const paid = await t.app.fastify.inject({ method: 'POST', url: `${new URL(gatewayUrl).pathname}/pay` });
  expect(paid.statusCode).toBe(302);
  return new URL(String(paid.headers.location));
}

async function requestWithOrigin(origin: string | undefined) {
  const id = await donate(t, programId, 20_000);
  const response = await t.rest(
    'POST',
    `/api/payments/zarinpal/request/${id}`,
    undefined,
    origin ? { origin } : undefined,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.gatewayUrl as string;
}

describe('the payer comes back to the origin they paid from', () => {
  it('a payment requested from http://127.0.0.1:4000 returns there, and the callback stays there', async () => {
    const back = await payAndFollow(await requestWithOrigin('http://127.0.0.1:4000'));
    expect(back.origin).toBe('http://127.0.0.1:4000');
    expect(back.pathname).toBe('/api/payments/zarinpal/callback');
    const landed = await t.rest('GET', `${back.pathname}${back.search}`, undefined, { host: back.host });
    expect(landed.statusCode).toBe(302);
    // A path: the browser stays on 127.0.0.1:4000, where its session is.
    expect(withoutReceiptLink(String(landed.headers.location))).toBe(
      `/programs/${programId}?donation=success`,
    );
  });

  it('an origin listed in ALLOWED_ORIGINS is honoured', async () => {
    const back = await payAndFollow(await requestWithOrigin('https://charity.example'));
    expect(back.origin).toBe('https://charity.example');
  });

  it('a forged, foreign or malformed Origin falls back to PUBLIC_URL', async () => {
    for (const forged of [
      'https://evil.example',
      'http://127.0.0.1:4001',
      'http://127.0.0.1:4000.evil.example',
      'null',
      'http://127.0.0.1:4000/path',
      'http://user@127.0.0.1:4000',
    ]) {
      const back = await payAndFollow(await requestWithOrigin(forged));
      expect(back.origin, forged).toBe('http://localhost:4000');
    }
    expect((await payAndFollow(await requestWithOrigin(undefined))).origin).toBe('http://localhost:4000');
  });

  it('GraphQL and a course purchase use the same rule', async () => {
    const id = await donate(t, programId, 21_000);
    const answer = await t.gql(
      graphql(
        `mutation ReturnOriginRequest($id: Int!) { requestZarinpalPayment(donationId: $id) { gatewayUrl } }`,
      ),
      { id },
      { origin: 'http://127.0.0.1:4000' },
    );
    expect((await payAndFollow(answer.data?.requestZarinpalPayment.gatewayUrl ?? '')).origin).toBe(
      'http://127.0.0.1:4000',
    );

    const courseId = await insertCourse(t, 1_000_000);
    await insertUser(t, '09120000801', { userType: 'STUDENT' });
    const auth = bearer(await tokenFor(t, '09120000801'));
    const enrolled = await t.rest(
      'POST',
      `/api/courses/${courseId}/enroll`,
      { paymentMethod: TEST_METHODS.online },
      { ...auth, origin: 'http://127.0.0.1:4000' },
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    expect((await payAndFollow(enrolled.json().data.gatewayUrl)).origin).toBe('http://127.0.0.1:4000');
  });
});
