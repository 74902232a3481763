import 'reflect-metadata';
import { eq } from 'drizzle-orm';
import { type DocumentNode, Kind, validate } from 'graphql';
import { describe, expect } from 'vitest';
import * as clientDocuments from '../../client/src/gql/graphql';
import { otpCodes } from '../../server/src/db/schema';
import { armorOptions, GRAPHQL_LIMITS } from '../../server/src/graphql/armor';
import { restRoutesFor } from '../../server/src/rest/routes';
import { captureSms, insertUser, wrongCode } from '../../server/src/testing/accounts';
import { it } from '../../server/src/testing/fixtures';
import type { TestApp } from '../../server/src/testing/test-app';

const post = (app: TestApp, payload: unknown) =>
  app.app.fastify.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function refusal(app: TestApp, query: string): Promise<string> {
  const answer = await app.gql(query);
  expect(answer.data ?? undefined).toBeUndefined();
  expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  return answer.errors?.map((e) => e.message).join('\n') ?? '';
}

const repeat = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(' ');

describe('GraphQL Armor limits on /graphql', () => {
  it(`refuses a depth above ${GRAPHQL_LIMITS.maxDepth}`, async ({ app }) => {
    expect(await refusal(app, '{ a { b { c { d { e { f { g } } } } } } }')).toMatch(/depth limit of 6/i);
    const fine = await app.gql('{ publicCourses { content { chapters { lessons { id } } } } }');
    expect(fine.errors).toBeUndefined();
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases`, async ({ app }) => {
    expect(await refusal(app, `{ ${repeat(16, (i) => `a${i}: health { status }`)} }`)).toMatch(
      /aliases limit/i,
    );
    expect((await app.gql(`{ ${repeat(15, (i) => `a${i}: health { status }`)} }`)).errors).toBeUndefined();
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxDirectives} directives`, async ({ app }) => {
    expect(await refusal(app, `{ health ${repeat(51, () => '@include(if: true)')} { status } }`)).toMatch(
      /directives limit/i,
    );
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxTokens} tokens`, async ({ app }) => {
    expect(await refusal(app, `{ health { ${repeat(1000, () => 'status')} } }`)).toMatch(/token limit/i);
  });

  it(`refuses a cost above ${GRAPHQL_LIMITS.maxCost}`, async ({ app }) => {
    // Few tokens, large cost: one fragment spread 300 times (each spread is costed in full).
    const fragment = 'fragment L on Lesson { id title durationMinutes isFree contentAvailable }';
    const query = `{ publicCourses { content { chapters { lessons { ${repeat(300, () => '...L')} } } } } } ${fragment}`;
    expect(await refusal(app, query)).toMatch(/cost limit/i);
  });

  it('refuses batched HTTP requests', async ({ app }) => {
    const response = await post(app, [
      { query: '{ health { status } }' },
      { query: '{ health { status } }' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/batching/i);
  });

  it('an alias flood of code guesses is refused whole above the alias limit, and no guess counts', async ({
    app,
  }) => {
    const sms = captureSms(app);
    await insertUser(app, '09126660001');
    await app.rest('POST', '/api/auth/send-otp', { phoneNumber: '09126660001', type: 'LOGIN' });
    const guess = wrongCode(sms.codeFor('09126660001'));
    const aliases = repeat(
      16,
      (i) =>
        `g${i}: verifyOtp(input: { phoneNumber: "09126660001", otpCode: "${guess}", type: "LOGIN" }) { token }`,
    );
    expect(await refusal(app, `mutation { ${aliases} }`)).toMatch(/aliases limit/i);
    const [code] = await app.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, '09126660001'));
    expect(code.attempts).toBe(0);
    // Within the limit every guess that runs counts (auth/login.test.ts: 'counts every guess made as an alias').
  });
});

describe('operations that must fit the limits', () => {
  const rules = armorOptions(true).validationRules;
  const documents = (values: Record<string, unknown>) =>
    Object.entries(values).filter(
      (entry): entry is [string, DocumentNode] =>
        typeof entry[1] === 'object' &&
        entry[1] !== null &&
        (entry[1] as DocumentNode).kind === Kind.DOCUMENT,
    );

  it("every client operation passes the armour (the client's documents are generated from its .graphql files)", ({
    app,
  }) => {
    const list = documents(clientDocuments);
    expect(list.length).toBeGreaterThan(10);
    const problems = list.flatMap(([name, doc]) =>
      validate(app.app.schema, doc, rules).map((e) => `${name}: ${e.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('every REST row operation passes the armour too (they run unarmoured, but should stay within it)', ({
    app,
  }) => {
    const problems = restRoutesFor(app.app.schema).flatMap((r) =>
      validate(app.app.schema, r.operation as DocumentNode, rules).map(
        (e) => `${r.method} ${r.path}: ${e.message}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('keeps the Apollo defaults this relies on: batching off', () => {
    expect(armorOptions(false).allowBatchedHttpRequests).toBe(false);
  });
});
