import { messages } from '@common/validation';
import { describe, expect } from 'vitest';
import { bearer, insertUser, tokenFor } from '../testing/accounts';
import { it } from '../testing/fixtures';
import { graphql } from '../testing/gql';

function multipart(parts: Record<string, string>) {
  const boundary = '----charity-test-boundary';
  const body = Object.entries(parts)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return { boundary, payload: `${body}--${boundary}--\r\n` };
}

describe('the GraphQL door', () => {
  // Issue 9 changed this: multipart without a signed-in viewer is refused before its body is read, and a
  // multipart request must name a field that takes a file (it used to run `{ health }` for a guest).
  it('accepts graphql-upload multipart requests that carry the preflight header, from a signed-in viewer', async ({
    app,
  }) => {
    const send = (query: string, headers: Record<string, string> = {}) => {
      const { boundary, payload } = multipart({ operations: JSON.stringify({ query }), map: '{}' });
      return app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'apollo-require-preflight': 'true',
          ...headers,
        },
        payload,
      });
    };
    const guest = await send('mutation { uploadImage(file: null) { url } }');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    await insertUser(app, '09129990081');
    const member = bearer(await tokenFor(app, '09129990081'));
    const upload = await send('mutation { uploadImage(file: null) { url } }', member);
    expect(upload.statusCode).toBe(200);
    expect(upload.json().errors[0].message).toBe(messages.fileRequired);
    const noFile = await send('{ health { status } }', member);
    expect(noFile.statusCode).toBe(400);
  });

  it('keeps CSRF prevention on: multipart without the preflight header is refused', async ({ app }) => {
    const { boundary, payload } = multipart({
      operations: JSON.stringify({ query: '{ health { status } }' }),
      map: '{}',
    });
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('CSRF');
  });

  it.for([
    ['text/plain', JSON.stringify({ query: '{ health { status } }' })],
    ['application/x-www-form-urlencoded', 'query=%7B%20health%20%7B%20status%20%7D%20%7D'],
  ])('refuses a simple cross-site %s post without the preflight header', async ([type, payload], { app }) => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toContain('"UP"');
  });

  it('refuses a GET query without the preflight header when it could be a simple request', async ({
    app,
  }) => {
    const response = await app.fastify.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ health { status } }')}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('CSRF');
  });

  it('lets a cross-site form post to a REST row change nothing (text/plain is not a JSON body)', async ({
    app,
  }) => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: '{"fullName":"x","email":"a@b.co","subject":"GENERAL","message":"hello there friend"}',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers invalid queries with a GraphQL error code, not marked as a message for people', async ({
    app,
  }) => {
    const answer = await app.gql('{ noSuchField }');
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.errors?.[0].extensions?.userFacing).toBeUndefined();
  });

  it("marks a domain error's Persian message as written for people", async ({ app }) => {
    const answer = await app.gql(graphql(`query GraphqlDoorMyProfile { myProfile { id } }`));
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', userFacing: true });
    expect(answer.errors?.[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('does not serve the GraphQL IDE landing page from a CDN', async ({ app }) => {
    const response = await app.fastify.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(response.body).not.toContain('cdn');
  });

  it('answers unknown /api paths with a Persian 404 envelope', async ({ app }) => {
    const response = await app.rest('GET', '/api/no/such/route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'مسیر درخواستی یافت نشد', data: null });
  });

  it('answers a malformed JSON body with a Persian 400, not a 500', async ({ app }) => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
  });
});
