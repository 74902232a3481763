import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsFor, targetsFor } from './support/arguments';
import {
  expectedOutcome,
  formatTable,
  graphqlOutcome,
  type MatrixRow,
  matches,
  ownedArgumentOf,
  policyOf,
} from './support/expectations';
import { minimalVariables, operationText, rootOperations } from './support/operations';
import { createWorld, PRINCIPALS, type World } from './support/world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.t.close());

describe('authorisation matrix: every GraphQL root field × six principals', () => {
  it('answers each call as its declared policy says (zero unexpected allows)', async () => {
    const ops = rootOperations(world.t.app.schema);
    const rows: MatrixRow[] = [];
    // Queries first, and guests before members, so no mutation changes what an earlier call sees.
    for (const op of ops) {
      const policy = policyOf(op.root, op.name);
      if (!policy) throw new Error(`${op.root}.${op.name} has no policy`);
      const owned = ownedArgumentOf(op.root, op.name);
      for (const principal of PRINCIPALS) {
        for (const target of targetsFor(owned, principal)) {
          const ids = await idsFor(world, op, owned, principal, target);
          const variables = minimalVariables(op, (name) => ids[name]);
          const answer = await world.t.gql(operationText(op), variables, await world.headersFor(principal));
          const outcome = graphqlOutcome(answer, op.name);
          const expected = expectedOutcome(policy, owned, principal, target);
          rows.push({
            operation: `${op.root}.${op.name}`,
            principal,
            target,
            expected,
            outcome,
            detail: matches(expected, outcome, target)
              ? undefined
              : JSON.stringify(answer.errors?.[0] ?? answer.data),
          });
        }
      }
    }
    const broken = rows.filter((r) => !matches(r.expected, r.outcome, r.target));
    expect(broken.length, formatTable(broken)).toBe(0);
    // Every principal really was tried against every field.
    expect(rows.length).toBeGreaterThanOrEqual(ops.length * PRINCIPALS.length);
  });
});
