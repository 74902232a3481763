import type { AuthChecker } from 'type-graphql';
import { DomainError } from '../errors';
import type { RequestContext } from './context';
import type { Viewer } from './viewer';

/** Who may pass: any viewer (no roles) or one of the named user types; null when `viewer` may. */
export function refusalFor(viewer: Viewer | null, roles: readonly string[]): DomainError | null {
  if (!viewer) return new DomainError('UNAUTHENTICATED');
  if (roles.length > 0 && !roles.includes(viewer.userType)) return new DomainError('FORBIDDEN');
  return null;
}

/** `@Authorized()` needs a viewer; `@Authorized('ADMIN')` needs one of the named user types. */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  const refusal = refusalFor(context.viewer, roles);
  if (refusal) throw refusal;
  return true;
};
