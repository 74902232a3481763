import { getNamedType } from 'graphql';
import type { OwnedArgument } from '../../../server/src/graphql/policies';
import { idKindOf, type Target } from './expectations';
import type { RootOperation } from './operations';
import type { Principal, World } from './world';

/**
 * The id every Int argument of `op` should carry for this call: the owned argument names the caller's own
 * object or the victim's; other ids name the shared fixtures (the victim's donation, notification, enrolment).
 */
export async function idsFor(
  world: World,
  op: RootOperation,
  owned: OwnedArgument | undefined,
  principal: Principal,
  target: Target,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const arg of op.field.args) {
    if (getNamedType(arg.type).name !== 'Int') continue;
    if (owned && arg.name === owned.argument) {
      const mine = target === 'own' && principal !== 'anonymous';
      ids[arg.name] = await world.owned(owned.resource, mine ? principal : 'victim');
      continue;
    }
    const kind = idKindOf(op.name, arg.name);
    if (kind === 'donation' || kind === 'notification') ids[arg.name] = await world.owned(kind, 'victim');
    else if (kind) ids[arg.name] = world.ids[kind];
  }
  return ids;
}

/** The targets an operation is tried with: own and another's object for owner fields, else one call. */
export function targetsFor(owned: OwnedArgument | undefined, principal: Principal): Target[] {
  if (!owned) return ['none'];
  return principal === 'anonymous' || principal === 'deactivated' ? ['stranger'] : ['own', 'stranger'];
}
