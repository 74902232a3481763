import 'reflect-metadata';
import fc from 'fast-check';
import { type GraphQLInputType, getNamedType, isInputObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutesFor } from '../../server/src/rest/routes';
import { hostileBody, hostileValue, isHostile, leaksInternals } from './support/hostile';
import { operationText, rootOperations } from './support/operations';
import { restBody, restUrl, rootOperationOf, takesBody } from './support/rest-rows';
import { tableDigests } from './support/row-counts';
import { createWorld, type World } from './support/world';

/** Runs per operation; with every mutation and body row this is well over 200 inputs per door. */
const RUNS_PER_OPERATION = 10;

let world: World;
let tokens: string[];
let before: Record<string, string>;
beforeAll(async () => {
  world = await createWorld();
  // Sessions are opened before the snapshot (opening one writes `users.last_login_at`).
  tokens = [];
  for (let i = 0; i < 2500; i++) tokens.push((await world.headersFor('ADMIN')).authorization);
  before = await tableDigests(world.t);
});
afterAll(() => world.t.close());

const nextAdmin = () => {
  const authorization = tokens.pop();
  if (!authorization) throw new Error('out of sessions');
  return { authorization };
};

/** Whether the type has a string or number somewhere (something hostile can be put in it). */
function carriesText(type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  if (isInputObjectType(named)) return Object.values(named.getFields()).some((f) => carriesText(f.type));
  return ['String', 'Int', 'Float', 'SafeInt', 'ID'].includes(named.name);
}

interface Finding {
  where: string;
  status: number;
  body: string;
}

const check = (findings: Finding[], where: string, status: number, body: string) => {
  if (status >= 500 || leaksInternals(body)) findings.push({ where, status, body: body.slice(0, 300) });
};

describe('hostile input (fast-check) through every mutation and every REST body', () => {
  // Fixed work that grows with the schema (cases for every mutation): 22 s alone here, near 60 s under load.
  it('never answers 5xx or a stack trace through /graphql, and stores nothing', async () => {
    const findings: Finding[] = [];
    const accepted: string[] = [];
    let runs = 0;
    const mutations = rootOperations(world.t.app.schema).filter(
      (op) => op.root === 'Mutation' && op.field.args.some((a) => carriesText(a.type)),
    );
    for (const op of mutations) {
      const variables = fc.record(
        Object.fromEntries(op.field.args.map((a) => [a.name, hostileValue(a.type, a.name)])),
      );
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          fc.pre(isHostile(vars));
          runs++;
          const response = await world.t.app.fastify.inject({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json', ...nextAdmin() },
            payload: JSON.stringify({ query: operationText(op), variables: vars }),
          });
          check(findings, `Mutation.${op.name}`, response.statusCode, response.body);
          const answer = response.json() as { data?: Record<string, unknown> | null };
          if (answer.data?.[op.name])
            accepted.push(`Mutation.${op.name} ${JSON.stringify(vars).slice(0, 200)}`);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 6 },
      );
    }
    expect(findings).toEqual([]);
    expect(runs).toBeGreaterThanOrEqual(200);
    expect(await tableDigests(world.t), `answered with data:\n${accepted.join('\n')}`).toEqual(before);
  }, 180_000);

  it('never answers 5xx or a stack trace through /api bodies, and stores nothing', async () => {
    const findings: Finding[] = [];
    let runs = 0;
    for (const route of restRoutesFor(world.t.app.schema).filter(takesBody)) {
      const op = rootOperationOf(world.t.app.schema, route);
      if (!op.field.args.some((a) => carriesText(a.type))) continue;
      const keys = Object.keys(restBody(op, {}));
      const extra = op.field.args.flatMap((a) => {
        const named = getNamedType(a.type);
        return isInputObjectType(named) ? Object.keys(named.getFields()) : [a.name];
      });
      const body = fc.oneof(
        hostileBody([...new Set([...keys, ...extra])]),
        fc.constantFrom(null, [], 'x', 0),
      );
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          fc.pre(isHostile(value) || !value || typeof value !== 'object');
          runs++;
          const url = restUrl(route, { id: 2 ** 31 - 1, donationId: 2 ** 31 - 1 });
          const response = await world.t.rest(route.method, url, value, nextAdmin());
          check(findings, `${route.method} ${route.path}`, response.statusCode, response.body);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: 6 },
      );
    }
    expect(findings).toEqual([]);
    expect(runs).toBeGreaterThanOrEqual(200);
    expect(await tableDigests(world.t)).toEqual(before);
  });
});

describe('regressions found by the hostile-input run', () => {
  it('refuses a NUL byte in an otherwise valid profile name with a 400, not a 500', async () => {
    const headers = await world.headersFor('STUDENT');
    const rest = await world.t.rest(
      'PUT',
      '/api/user/profile',
      { firstName: 'علی\u0000', lastName: 'رضایی' },
      headers,
    );
    expect(rest.statusCode).toBe(400);
    const gql = await world.t.gql(
      'mutation($input: ProfileUpdateInput!) { updateProfile(input: $input) { id } }',
      { input: { firstName: 'علی\u0000', lastName: 'رضایی' } },
      headers,
    );
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const query = await world.t.rest('GET', '/api/payments/zarinpal/callback?Authority=A%00B&Status=OK');
    expect(query.statusCode).toBe(400);
  });
});
