import { Authorized } from 'type-graphql';

/** The kinds of owned objects an `owner` field can name. */
export type OwnedResource = 'notification' | 'donation';

export interface OwnedArgument {
  /** The argument that holds the object's id. */
  argument: string;
  resource: OwnedResource;
  /** What another member gets for someone else's object (NOT_FOUND hides that it exists). */
  stranger: 'NOT_FOUND' | 'FORBIDDEN';
  /** What a guest gets; UNAUTHENTICATED unless the field is open to guests for guests' objects. */
  guest: 'UNAUTHENTICATED' | 'FORBIDDEN';
  /** An admin may act on anyone's object. */
  adminMayAct: boolean;
}

/** What a root field outside an admin resolver declares; `admin` comes only from the class's guard. */
export type FieldPolicy =
  | { policy: 'public' }
  | { policy: 'member' }
  | { policy: 'owner'; owned: OwnedArgument };

type ResolverClass = abstract new (...args: never[]) => object;

const declared = new Map<ResolverClass, Map<string, FieldPolicy>>();

/**
 * Declares who may call a root field, beside the field, and applies the guard that enforces it: `member`
 * adds `@Authorized()`, as does `owner` when guests are refused before the service is asked (its `guest` is
 * UNAUTHENTICATED); `public` adds none. Admin fields declare nothing: they live in a resolver class guarded
 * with `@Authorized('ADMIN')` and take `admin` from it.
 */
export function Policy(policy: 'public' | 'member'): MethodDecorator;
export function Policy(policy: 'owner', owned: OwnedArgument): MethodDecorator;
export function Policy(policy: FieldPolicy['policy'], owned?: OwnedArgument): MethodDecorator {
  const declaration = (policy === 'owner' ? { policy, owned } : { policy }) as FieldPolicy;
  const refusesGuests = policy === 'member' || owned?.guest === 'UNAUTHENTICATED';
  return (target, key, descriptor) => {
    const resolver = target.constructor as ResolverClass;
    const fields = declared.get(resolver) ?? new Map<string, FieldPolicy>();
    fields.set(String(key), declaration);
    declared.set(resolver, fields);
    if (refusesGuests) Authorized()(target, key, descriptor);
  };
}

/** The policy a resolver method declared with `@Policy`, if any. */
export function declaredPolicyOf(resolver: object, method: string): FieldPolicy | undefined {
  return declared.get(resolver as ResolverClass)?.get(method);
}
