import { DomainError } from '../errors';
import type { RequestContext } from '../graphql/context';
import type { Viewer } from '../graphql/viewer';

/** The signed-in viewer of an @Authorized call (the auth checker guarantees one; this keeps types honest). */
export function viewerOf(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}
