import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertUser, tokenFor } from '../../server/src/testing/accounts';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';
import { leaksInternals } from './support/hostile';

/**
 * Every refusal Fastify makes on its own (body parsing, size, media type, URL) and every unexpected error
 * answers in the door's own shape: the Persian envelope on /api, GraphQL errors on /graphql. No input
 * shape answers 5xx.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PERSIAN = /[\u0600-\u06FF]/;
const JSON_TYPE = { 'content-type': 'application/json' };

const send = (options: InjectOptions) => t.app.fastify.inject(options);

function expectEnvelope(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  const body = response.json() as { success: boolean; message: string; data: unknown };
  expect(body).toMatchObject({ success: false, data: null });
  expect(body.message).toMatch(PERSIAN);
  expect(Object.keys(body)).not.toContain('statusCode');
  expect(leaksInternals(response.body)).toBe(false);
}

function expectGraphqlErrors(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  const body = response.json() as { errors: Array<{ message: string; extensions: { code: string } }> };
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0].message).toMatch(PERSIAN);
  expect(body.errors[0].extensions.code).toBe(code);
  expect(response.body).not.toMatch(/FST_|Bad Request|statusCode/);
}

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i);
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

/** [name, request to an /api row, expected status] — the same body is then sent to /graphql. */
const HOSTILE_BODIES: Array<[string, Omit<InjectOptions, 'url' | 'method'>, number]> = [
  ['malformed JSON', { headers: JSON_TYPE, payload: '{"phoneNumber":' }, 400],
  ['an empty JSON body', { headers: JSON_TYPE, payload: '' }, 400],
  ['a 10 MB body', { headers: JSON_TYPE, payload: JSON.stringify({ x: 'a'.repeat(10_000_000) }) }, 413],
  ['an XML body', { headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, 415],
  ['a body without a content type', { payload: 'x=1' }, 415],
  [
    'a body shorter than its Content-Length',
    { headers: { ...JSON_TYPE, 'content-length': '100' }, payload: '{"a":1}' },
    400,
  ],
  ['a JSON array of 150,000 numbers', { headers: JSON_TYPE, payload: JSON.stringify(numbers(150_000)) }, 400],
  ['__proto__ in JSON', { headers: JSON_TYPE, payload: '{"__proto__":{"admin":true}}' }, 400],
];

describe('/api answers its envelope for whatever Fastify refuses', () => {
  it.each(HOSTILE_BODIES)('%s', async (_name, options, status) => {
    expectEnvelope(await send({ method: 'POST', url: '/api/auth/login', ...options }), status);
  });

  it.each([
    ['100,000 nested arrays', nested(100_000, '[', ']')],
    ['100,000 nested objects', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
    [
      'an array of 150,000 numbers in a field',
      JSON.stringify({ phoneNumber: numbers(150_000), password: 'x' }),
    ],
    ['a 900 KB string', JSON.stringify({ phoneNumber: 'ب'.repeat(450_000), password: 'x' })],
  ])('%s never answer 5xx', async (_name, payload) => {
    const response = await send({ method: 'POST', url: '/api/auth/login', headers: JSON_TYPE, payload });
    expectEnvelope(response, 400);
  });

  it('a URL with a broken percent-escape', async () => {
    expectEnvelope(await send({ method: 'GET', url: '/api/programs/%E0%A4%A' }), 400);
  });

  it('an error no route expected (the database gone) is the generic Persian envelope', async () => {
    const dying = await createTestApp();
    await insertUser(dying, '09127770001');
    const headers = bearer(await tokenFor(dying, '09127770001'));
    await dying.database.close();
    try {
      const response = await dying.rest('GET', '/api/user/profile', undefined, headers);
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      const body = response.json();
      expect(body).toMatchObject({ success: false, data: null });
      expect(body.message).toMatch(PERSIAN);
      expect(response.body).not.toMatch(/Internal Server Error|closed/i);
    } finally {
      await dying.app.fastify.close();
    }
  });
});

describe('/graphql answers GraphQL errors for whatever Fastify refuses', () => {
  it.each(HOSTILE_BODIES.filter(([name]) => !name.includes('150,000') && !name.includes('__proto__')))(
    '%s',
    async (_name, options, status) => {
      const codes: Record<number, string> = {
        400: 'BAD_USER_INPUT',
        413: 'PAYLOAD_TOO_LARGE',
        415: 'BAD_REQUEST',
      };
      expectGraphqlErrors(await send({ method: 'POST', url: '/graphql', ...options }), status, codes[status]);
    },
  );

  it.each([
    ['150,000 numbers in a variable', { query: '{ health { status } }', variables: { a: numbers(150_000) } }],
    ['100,000 nested arrays in a variable', null],
  ])('%s never answer 5xx', async (name, operation) => {
    const payload =
      operation === null
        ? `{"query":"query($a: [Int]) { health { status } }","variables":{"a":${nested(100_000, '[', ']')}}}`
        : JSON.stringify(operation);
    const response = await send({ method: 'POST', url: '/graphql', headers: JSON_TYPE, payload });
    expect(response.statusCode, `${name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    expect(response.json()).toBeTypeOf('object');
  });

  it('a method /graphql does not take answers a GraphQL 404', async () => {
    expectGraphqlErrors(
      await send({ method: 'PUT', url: '/graphql', headers: JSON_TYPE, payload: '{}' }),
      404,
      'NOT_FOUND',
    );
  });

  it('a query text of 100,000 nested selections never answers 5xx', async () => {
    const query = `{${'a{'.repeat(100_000)}b${'}'.repeat(100_001)}`;
    const response = await send({
      method: 'POST',
      url: '/graphql',
      headers: JSON_TYPE,
      payload: JSON.stringify({ query }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.json().errors?.length).toBeGreaterThan(0);
  });
});

describe('Apollo Client reads the Persian message of every /graphql refusal', () => {
  // Apollo Client sends this Accept header and treats an application/json answer with status >= 300 as a bare
  // ServerError, so a refusal must come as application/graphql-response+json for its message to reach a toast.
  const CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
  const boundary = 'b0undary';
  const multipart = [
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`,
    JSON.stringify({
      query: 'mutation ($file: Upload!) { uploadImage(file: $file) { url } }',
      variables: { file: null },
    }),
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}`,
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    'x',
    `\r\n--${boundary}--\r\n`,
  ].join('');

  it.each([
    ['a body over the limit', { headers: JSON_TYPE, payload: `{"query":"${'a'.repeat(2 * 1024 * 1024)}"}` }],
    ['a body that is not JSON', { headers: JSON_TYPE, payload: '{"query":' }],
    [
      "a guest's multipart upload",
      {
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'apollo-require-preflight': 'true',
        },
        payload: multipart,
      },
    ],
  ])('%s', async (_name, options) => {
    const { parseAndCheckHttpResponse } = await import('@apollo/client/link/http');
    const response = await send({
      method: 'POST',
      url: '/graphql',
      ...options,
      headers: { ...options.headers, accept: CLIENT_ACCEPT },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const asFetched = new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type']) },
    });
    const result = (await parseAndCheckHttpResponse({ operationName: 'Refused' } as never)(asFetched)) as {
      errors: Array<{ message: string }>;
    };
    expect(result.errors[0].message).toMatch(PERSIAN);
  });
});
