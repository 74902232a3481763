import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes, restRoutesFor } from '../../server/src/rest/routes';
import { idsFor, targetsFor } from './support/arguments';
import {
  expectedOutcome,
  formatTable,
  httpOutcome,
  type MatrixRow,
  matches,
  ownedArgumentOf,
  policyOf,
} from './support/expectations';
import { restBody, restUrl, rootOperationOf, takesBody } from './support/rest-rows';
import { createWorld, PRINCIPALS, type World } from './support/world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.t.close());

describe('authorisation matrix: every /api row × six principals', () => {
  it('answers 401/403/404 exactly where the policy of its operation says (zero unexpected allows)', async () => {
    const rows: MatrixRow[] = [];
    // GET rows first, so no write changes what an earlier read sees.
    const ordered = [...restRoutesFor(world.t.app.schema)].sort(
      (a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'),
    );
    for (const route of ordered) {
      const op = rootOperationOf(world.t.app.schema, route);
      const policy = policyOf(op.root, op.name);
      if (!policy) throw new Error(`${op.root}.${op.name} (${route.method} ${route.path}) has no policy`);
      const owned = ownedArgumentOf(op.root, op.name);
      for (const principal of PRINCIPALS) {
        for (const target of targetsFor(owned, principal)) {
          const ids = await idsFor(world, op, owned, principal, target);
          const body = takesBody(route) ? restBody(op, ids) : undefined;
          const response = await world.t.rest(
            route.method,
            restUrl(route, ids, op),
            body,
            await world.headersFor(principal),
          );
          const outcome =
            response.statusCode === 400 && !response.json().success && isBeforeAuth(response.body)
              ? 'REJECTED_BEFORE_AUTH'
              : httpOutcome(response.statusCode);
          const expected = expectedOutcome(policy, owned, principal, target);
          rows.push({
            operation: `${route.method} ${route.path}`,
            principal,
            target,
            expected,
            outcome,
            detail: matches(expected, outcome, target)
              ? undefined
              : `${response.statusCode} ${response.body}`,
          });
        }
      }
    }
    const broken = rows.filter((r) => !matches(r.expected, r.outcome, r.target));
    expect(broken.length, formatTable(broken)).toBe(0);
    expect(rows.length).toBeGreaterThanOrEqual(restRoutes.length * PRINCIPALS.length);
  });
});

/** The adapter's answer when the variables were refused before the operation ran (its generic 400). */
function isBeforeAuth(body: string): boolean {
  return body.includes('"message":"اطلاعات وارد شده نامعتبر است"') && !body.includes('"errors"');
}
