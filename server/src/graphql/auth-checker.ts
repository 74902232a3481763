import type { AuthChecker } from 'type-graphql';
import { DomainError } from '../errors';
import type { RequestContext } from './context';

/** `@Authorized()` needs a viewer; `@Authorized('ADMIN')` needs one of the named user types. */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) throw new DomainError('UNAUTHENTICATED');
  if (roles.length > 0 && !roles.includes(viewer.userType)) throw new DomainError('FORBIDDEN');
  return true;
};
