// The last active admin under concurrency: PGlite runs one statement at a time, so these prove something
// only in the `security-postgres` project (DATABASE_URL), where each request has its own connection.
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect } from 'vitest';
import { users } from '../../server/src/db/schema';
import { bearer, insertUser, PASSWORD } from '../../server/src/testing/accounts';
import { it } from '../../server/src/testing/fixtures';
import { graphql } from '../../server/src/testing/gql';
import type { GraphqlAnswer, TestApp } from '../../server/src/testing/test-app';

const LAST_ADMIN = 'دست‌کم یک مدیر فعال باید در سامانه بماند';
const ROUNDS = 4;

let nextPhone = 0;

interface Admin {
  id: number;
  headers: Record<string, string>;
}

type Outcome = { ok: true } | { ok: false; status: number; message: string };

/** Exactly two active admins, signed in: the earlier rounds' admins step aside. */
async function twoAdmins(app: TestApp): Promise<[Admin, Admin]> {
  await app.db.update(users).set({ isActive: false }).where(eq(users.userType, 'ADMIN'));
  const one = async () => {
    nextPhone += 1;
    const user = await insertUser(app, `0913777${String(nextPhone).padStart(4, '0')}`, { userType: 'ADMIN' });
    const token = await app.app.services.sessions.open(user.id, { ip: '127.0.0.1', userAgent: 'race' });
    return { id: user.id, headers: bearer(token) };
  };
  return [await one(), await one()];
}

const fromRest = (response: LightMyRequestResponse): Outcome =>
  response.statusCode === 200
    ? { ok: true }
    : { ok: false, status: response.statusCode, message: response.json().message };

const fromGraphql = (answer: GraphqlAnswer): Outcome => {
  const error = answer.errors?.[0];
  if (!error) return { ok: true };
  const status =
    error.extensions?.code === 'CONFLICT' ? 409 : error.extensions?.code === 'UNAUTHENTICATED' ? 401 : 500;
  return { ok: false, status, message: error.message };
};

/** The five writes, each through one door, on the test's app. */
const doorsOn = (app: TestApp) => ({
  deactivateRest: async (me: Admin) =>
    fromRest(await app.rest('PUT', '/api/auth/deactivate', { password: PASSWORD }, me.headers)),
  deactivateGraphql: async (me: Admin) =>
    fromGraphql(
      await app.gql(
        graphql(
          `mutation LastAdminRacesDeactivate($p: String!) { deactivateAccount(input: { password: $p }) { ok } }`,
        ),
        { p: PASSWORD },
        me.headers,
      ),
    ),
  deleteSelfRest: async (me: Admin) =>
    fromRest(await app.rest('DELETE', '/api/auth/account', { password: PASSWORD }, me.headers)),
  deleteSelfGraphql: async (me: Admin) =>
    fromGraphql(
      await app.gql(
        graphql(
          `mutation LastAdminRacesDelete($p: String!) { deleteAccount(input: { password: $p }) { ok } }`,
        ),
        { p: PASSWORD },
        me.headers,
      ),
    ),
  demoteRest: async (me: Admin, other: Admin, form: Record<string, unknown>) =>
    fromRest(
      await app.rest('PUT', `/api/admin/users/${other.id}`, { ...form, userType: 'STAFF' }, me.headers),
    ),
  switchOffGraphql: async (me: Admin, other: Admin) =>
    fromGraphql(
      await app.gql(
        graphql(`mutation LastAdminRacesSwitchOff($id: Int!) { toggleUserStatus(id: $id) { isActive } }`),
        { id: other.id },
        me.headers,
      ),
    ),
  deleteOtherRest: async (me: Admin, other: Admin) =>
    fromRest(await app.rest('DELETE', `/api/admin/users/${other.id}`, undefined, me.headers)),
});

const activeAdmins = (app: TestApp) =>
  app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'ADMIN'), eq(users.isActive, true), isNull(users.deletedAt)));

/**
 * Runs both writes at once, `ROUNDS` times on fresh pairs: each round exactly one goes through, the other is
 * refused (`refusals`: the statuses it may be refused with) and one active admin remains.
 */
async function exactlyOneGoesThrough(
  app: TestApp,
  race: (a: Admin, b: Admin, formOfB: Record<string, unknown>) => [Promise<Outcome>, Promise<Outcome>],
  refusals: number[] = [409],
) {
  for (let round = 0; round < ROUNDS; round += 1) {
    const [a, b] = await twoAdmins(app);
    const formOfB = (await app.rest('GET', `/api/admin/users/${b.id}`, undefined, a.headers)).json().data;
    const outcomes = await Promise.all(race(a, b, formOfB));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const [refused] = outcomes.filter((o) => !o.ok);
    if (refused.ok) throw new Error('unreachable');
    expect(refusals).toContain(refused.status);
    if (refused.status === 409) expect(refused.message).toBe(LAST_ADMIN);
    expect(await activeAdmins(app)).toHaveLength(1);
  }
}

describe('the last active admin under concurrency', () => {
  it('the only two admins switching themselves off at once (REST and GraphQL): exactly one succeeds', async ({
    app,
  }) => {
    const door = doorsOn(app);
    await exactlyOneGoesThrough(app, (a, b) => [door.deactivateRest(a), door.deactivateGraphql(b)]);
  });

  it('one of the only two admins deleting themselves while the other switches themselves off: one succeeds', async ({
    app,
  }) => {
    const door = doorsOn(app);
    await exactlyOneGoesThrough(app, (a, b) => [door.deleteSelfRest(a), door.deactivateGraphql(b)]);
  });

  it('both deleting themselves at once: exactly one succeeds', async ({ app }) => {
    const door = doorsOn(app);
    await exactlyOneGoesThrough(app, (a, b) => [door.deleteSelfGraphql(a), door.deleteSelfRest(b)]);
  });

  // The same admin in two tabs: leaving and removing the other. Once the leaving commits, the other tab's
  // session may already be gone (401) instead of meeting the rule (409).
  it('an admin deleting themselves while demoting the only other admin: one succeeds', async ({ app }) => {
    const door = doorsOn(app);
    await exactlyOneGoesThrough(
      app,
      (a, b, formOfB) => [door.deleteSelfRest(a), door.demoteRest(a, b, formOfB)],
      [401, 409],
    );
  });

  it('an admin switching themselves off while switching off or deleting the only other admin: one succeeds', async ({
    app,
  }) => {
    const door = doorsOn(app);
    await exactlyOneGoesThrough(
      app,
      (a, b) => [door.deactivateRest(a), door.switchOffGraphql(a, b)],
      [401, 409],
    );
    await exactlyOneGoesThrough(
      app,
      (a, b) => [door.deactivateGraphql(a), door.deleteOtherRest(a, b)],
      [401, 409],
    );
  });
});
