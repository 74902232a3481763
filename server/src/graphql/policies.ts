import { getMetadataStorage } from 'type-graphql';
import { declaredPolicyOf, type OwnedArgument } from './policy';

/**
 * Who may call each root field. Each field declares it where it is defined (`@Policy` from ./policy, or, for
 * admin fields, the `@Authorized('ADMIN')` guard on their admin resolver class); the table below is read from
 * those declarations. A root field without one is missing from the table and test/security/policies.test.ts
 * fails; test/security checks the running app against the table.
 *
 * - public: anyone, guests included (a guest may still get null or a domain error, never an auth error).
 * - member: any signed-in, active account (STUDENT, DONOR, STAFF, ADMIN); guests get UNAUTHENTICATED / 401.
 * - admin: ADMIN only; guests UNAUTHENTICATED / 401, other members FORBIDDEN / 403.
 * - owner: a member acting on an object named by an argument (see `OwnedArgument`): their own object works,
 *   another user's object is refused with that entry's code.
 */
export type Policy = 'public' | 'member' | 'admin' | 'owner';

export type RootType = 'Query' | 'Mutation' | 'Subscription';

export type { OwnedArgument, OwnedResource } from './policy';

export interface PolicyTable {
  policies: Record<RootType, Record<string, Policy>>;
  /** The owned argument of each `owner` field, by `Root.field`. */
  ownedArguments: Partial<Record<`${RootType}.${string}`, OwnedArgument>>;
}

let cached: { size: number; table: PolicyTable } | undefined;

/**
 * The declared policy of every root field of the resolver classes loaded so far (the app's, once the modules
 * are imported). Throws when a field's guard says otherwise than its declaration, so the two cannot drift.
 */
export function policyTable(): PolicyTable {
  const storage = getMetadataStorage();
  const handlers: [RootType, { target: object; methodName: string; schemaName: string }[]][] = [
    ['Query', storage.queries],
    ['Mutation', storage.mutations],
    ['Subscription', storage.subscriptions],
  ];
  const size = handlers.reduce((sum, [, list]) => sum + list.length, 0);
  if (cached?.size === size) return cached.table;
  const table: PolicyTable = { policies: { Query: {}, Mutation: {}, Subscription: {} }, ownedArguments: {} };
  const conflicts: string[] = [];
  for (const [root, list] of handlers) {
    for (const { target, methodName, schemaName } of list) {
      const found = policyOfMethod(target, methodName);
      if (found === undefined) continue;
      if ('conflict' in found) {
        conflicts.push(`${root}.${schemaName}: ${found.conflict}`);
        continue;
      }
      table.policies[root][schemaName] = found.policy;
      if (found.owned) table.ownedArguments[`${root}.${schemaName}`] = found.owned;
    }
  }
  if (conflicts.length)
    throw new Error(`Root fields whose guard differs from their policy:\n${conflicts.join('\n')}`);
  cached = { size, table };
  return table;
}

type Found = { policy: Policy; owned?: OwnedArgument } | { conflict: string };

/** A resolver method's policy from its `@Policy` or its class's admin guard, checked against its guards. */
function policyOfMethod(target: object, method: string): Found | undefined {
  const storage = getMetadataStorage();
  const classRoles = storage.authorizedResolver.filter((a) => a.target === target).map((a) => a.roles);
  const fieldRoles = storage.authorizedFields
    .filter((a) => a.target === target && a.fieldName === method)
    .map((a) => a.roles);
  const declared = declaredPolicyOf(target, method);
  if (classRoles.length > 0) {
    if (declared || fieldRoles.length > 0)
      return { conflict: 'a field of an admin resolver declares its own guard' };
    if (JSON.stringify(classRoles) !== JSON.stringify([['ADMIN']]))
      return { conflict: `its class is guarded for ${JSON.stringify(classRoles)}, not ADMIN` };
    return { policy: 'admin' };
  }
  if (!declared) return fieldRoles.length > 0 ? { conflict: '@Authorized without @Policy' } : undefined;
  const refusesGuests =
    declared.policy === 'member' ||
    (declared.policy === 'owner' && declared.owned.guest === 'UNAUTHENTICATED');
  if (JSON.stringify(fieldRoles) !== JSON.stringify(refusesGuests ? [[]] : []))
    return { conflict: `declared ${declared.policy} but guarded by ${JSON.stringify(fieldRoles)}` };
  return declared.policy === 'owner'
    ? { policy: 'owner', owned: declared.owned }
    : { policy: declared.policy };
}
