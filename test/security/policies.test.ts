import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config/config';
import { policyTable, type RootType } from '../../server/src/graphql/policies';
import { buildAppSchema } from '../../server/src/graphql/schema';
import { createResolvers, createServices } from '../../server/src/modules';
import { openTestDatabase } from '../../server/src/testing/test-database';
import { rootOperations } from './support/operations';

describe('declared policies', () => {
  it('names a policy for every root field, and only for fields that exist', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig({ NODE_ENV: 'test', SERVE_CLIENT: 'false', LOG_LEVEL: 'silent' });
      const schema = await buildAppSchema(
        createResolvers(createServices({ database, config, version: 't' })),
      );
      const ops = rootOperations(schema);
      const { policies, ownedArguments } = policyTable();
      const missing = ops.filter((op) => !policies[op.root][op.name]).map((op) => `${op.root}.${op.name}`);
      expect(missing, 'root fields without @Policy (or an admin resolver class guard)').toEqual([]);
      // Subscriptions run only over the WebSocket door (tested in server/src/live/), so the HTTP matrix skips
      // them; their policies are declared all the same.
      const subscriptions = Object.keys(schema.getSubscriptionType()?.getFields() ?? {});
      expect(
        subscriptions.filter((name) => !policies.Subscription[name]),
        'subscription fields without a policy',
      ).toEqual([]);
      const known = new Set([
        ...ops.map((op) => `${op.root}.${op.name}`),
        ...subscriptions.map((name) => `Subscription.${name}`),
      ]);
      const stale = (Object.keys(policies) as RootType[]).flatMap((root) =>
        Object.keys(policies[root])
          .map((name) => `${root}.${name}`)
          .filter((key) => !known.has(key)),
      );
      expect(stale, 'policies for fields the schema no longer has').toEqual([]);
      // Every owner field says which argument holds the owned object, and that argument exists.
      for (const op of ops.filter((o) => policies[o.root][o.name] === 'owner')) {
        const owned = ownedArguments[`${op.root}.${op.name}`];
        expect(owned, `${op.root}.${op.name} needs an ownedArguments entry`).toBeDefined();
        expect(op.field.args.map((a) => a.name)).toContain(owned?.argument);
      }
    } finally {
      await database.close();
    }
  });

  it('guards each admin resolver as a whole, and no field of another resolver for admins alone', async () => {
    await import('../../server/src/modules');
    const storage = getMetadataStorage();
    const guardOf = (target: object) => storage.authorizedResolver.find((a) => a.target === target)?.roles;
    const unguarded = storage.resolverClasses
      .filter(({ target }) => target.name.endsWith('AdminResolver') && !isEqual(guardOf(target), ['ADMIN']))
      .map(({ target }) => target.name);
    expect(unguarded, "admin resolvers without a class-level @Authorized('ADMIN')").toEqual([]);
    // The other way round too: a class guarded for admins is named as one, so a reader sees it from the name.
    const misnamed = storage.resolverClasses
      .filter(({ target }) => guardOf(target) !== undefined && !target.name.endsWith('AdminResolver'))
      .map(({ target }) => target.name);
    expect(misnamed, "resolvers guarded as a whole whose name does not end in 'AdminResolver'").toEqual([]);
    const adminFields = storage.authorizedFields
      .filter((a) => a.roles.includes('ADMIN'))
      .map((a) => `${a.target.name}.${a.fieldName}`);
    expect(adminFields, 'fields guarded for admins inside a resolver that is not an admin resolver').toEqual(
      [],
    );
  });
});

const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
