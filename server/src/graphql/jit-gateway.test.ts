import { describe, expect } from 'vitest';
import { it } from '../testing/fixtures';
import { insertProgram } from '../testing/fundraising';
import type { TestApp } from '../testing/test-app';

it.beforeAll(async ({ app }) => {
  await insertProgram(app, { name: 'بورسیه‌ی تحصیلی', status: 'ACTIVE', createdAt: new Date('2025-01-02') });
  await insertProgram(app, {
    name: 'کمک‌هزینه‌ی کتاب',
    status: 'COMPLETED',
    createdAt: new Date('2025-01-01'),
  });
});

/** The raw answer of /graphql: status and body, as a client sees them. */
async function post(app: TestApp, query: string, variables?: Record<string, unknown>) {
  const response = await app.fastify.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A document's first runs go through graphql-js, later ones through its compiled form: all must agree. */
async function runsAgree(app: TestApp, query: string, variables?: Record<string, unknown>) {
  const answers = [];
  for (let run = 0; run < 4; run++) answers.push(await post(app, query, variables));
  for (const later of answers.slice(1)) expect(later).toEqual(answers[0]);
  return answers[0];
}

describe('/graphql executes repeated queries compiled, with the same answers', () => {
  it('a list with enums, dates, big amounts and computed fields', async ({ app }) => {
    const answer = await runsAgree(
      app,
      `query List($status: ProgramStatus) { publicPrograms(status: $status) {
        totalElements content { id name status programType raisedAmount fundingPercentage availableSlots createdAt timeline }
      } }`,
      { status: 'ACTIVE' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.publicPrograms.content).toHaveLength(1);
    expect(answer.body.data.publicPrograms.content[0]).toMatchObject({
      name: 'بورسیه‌ی تحصیلی',
      status: 'ACTIVE',
    });
  });

  it('a domain error keeps its Persian message, code, path and location', async ({ app }) => {
    const answer = await runsAgree(app, '{ publicCourses(size: 1000) { totalElements } }');
    expect(answer.body.errors[0]).toMatchObject({
      path: ['publicCourses'],
      locations: [{ line: 1, column: 3 }],
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(answer.body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a refused field answers the same denial every time', async ({ app }) => {
    const answer = await runsAgree(app, '{ adminProgramOptions { id } }');
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('bad variables answer 400 every time', async ({ app }) => {
    const answer = await runsAgree(app, 'query One($id: Int!) { publicProgram(id: $id) { id } }', {
      id: 'abc',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('a missing program is null, not an error', async ({ app }) => {
    const answer = await runsAgree(app, 'query One($id: Int!) { publicProgram(id: $id) { id name } }', {
      id: 999,
    });
    expect(answer.body).toEqual({ data: { publicProgram: null } });
  });
});
