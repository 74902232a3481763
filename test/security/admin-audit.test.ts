import { AUDIT_ACTIONS, AUDIT_OBJECTS, auditFieldOf } from '@common/audit-labels';
import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/src/db/schema';
import { policyTable } from '../../server/src/graphql/policies';
import { ADMIN_WRITES, NOT_AUDITED, type WriteKit } from './support/admin-writes';
import { operationText, rootOperations } from './support/operations';
import { createWorld, type World } from './support/world';

type AuditRow = typeof auditLog.$inferSelect;

/** What one admin mutation came to: the audit rows it wrote, or why it could not be judged. */
interface Outcome {
  mutation: string;
  rows: AuditRow[];
  problem?: string;
}

let world: World;
const outcomes: Outcome[] = [];

/** Every Mutation the policy table gives to admins, read when the test runs (new ones join by themselves). */
const adminMutations = () =>
  Object.entries(policyTable().policies.Mutation)
    .filter(([, policy]) => policy === 'admin')
    .map(([name]) => name)
    .sort();

async function lastAuditId(): Promise<number> {
  const [row] = await world.t.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.id ?? 0;
}

beforeAll(async () => {
  world = await createWorld();
  const admin = await world.headersFor('ADMIN');
  let counter = 1;
  const kit: WriteKit = {
    world,
    admin,
    next: () => counter++,
    async call(query, variables = {}) {
      const answer = await world.t.gql(query, variables, admin);
      if (answer.errors || !answer.data) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
      return answer.data as never;
    },
  };
  const operations = new Map(
    rootOperations(world.t.app.schema)
      .filter((op) => op.root === 'Mutation')
      .map((op) => [op.name, op]),
  );
  for (const mutation of adminMutations()) {
    if (mutation in NOT_AUDITED) continue;
    const fixture = ADMIN_WRITES[mutation];
    const op = operations.get(mutation);
    if (!fixture || !op) {
      const problem = !op
        ? 'is in the policy table but not in the schema'
        : 'has no fixture: add how to call it to ADMIN_WRITES in test/security/support/admin-writes.ts ' +
          '(or, if it writes nothing, to NOT_AUDITED with the reason)';
      outcomes.push({ mutation, rows: [], problem });
      continue;
    }
    try {
      const variables = await fixture(kit);
      const since = await lastAuditId();
      const answer = await world.t.gql(operationText(op), variables, admin);
      const rows = await world.t.db.select().from(auditLog).where(gt(auditLog.id, since));
      const problem = answer.errors ? `answered errors: ${JSON.stringify(answer.errors)}` : undefined;
      outcomes.push({ mutation, rows, problem });
    } catch (error) {
      outcomes.push({ mutation, rows: [], problem: `its fixture failed: ${String(error)}` });
    }
  }
}, 240_000);
afterAll(() => world.t.close());

describe('the audit log records every admin write', () => {
  it('each admin mutation of the policy table writes an audit row as the admin who called it', () => {
    const broken = outcomes
      .filter((o) => o.problem || o.rows.length === 0)
      .map((o) => `${o.mutation}: ${o.problem ?? 'wrote no audit row'}`);
    expect(broken, `\n${broken.join('\n')}`).toEqual([]);
    const adminId = world.userIds.ADMIN;
    const strangers = outcomes.flatMap((o) =>
      o.rows.filter((r) => r.actorId !== adminId).map(() => o.mutation),
    );
    expect(strangers).toEqual([]);
  });

  it('the exceptions name admin mutations that still exist', () => {
    const admin = new Set(adminMutations());
    expect(Object.keys(NOT_AUDITED).filter((name) => !admin.has(name))).toEqual([]);
  });

  it('names every object type, action and field it recorded in Persian', () => {
    const unnamed = new Set<string>();
    for (const { mutation, rows } of outcomes) {
      for (const row of rows) {
        if (!Object.hasOwn(AUDIT_OBJECTS, row.objectType))
          unnamed.add(`${mutation}: object ${row.objectType}`);
        if (!Object.hasOwn(AUDIT_ACTIONS, row.action)) unnamed.add(`${mutation}: action ${row.action}`);
        for (const field of Object.keys(row.changes)) {
          if (!auditFieldOf(row.objectType, field)) unnamed.add(`${mutation}: ${row.objectType}.${field}`);
        }
      }
    }
    expect([...unnamed]).toEqual([]);
  });
});
