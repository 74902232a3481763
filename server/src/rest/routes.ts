import type { GraphQLSchema } from 'graphql';
import { composeRestRows } from '../kernel/compose';
import { modules } from '../modules';
import { inputFieldMessages } from '../modules/input-schemas';
import { type ResolvedRoute, resolveRoutes } from './derive';
import type { AnyRestRow } from './route';

/** Every documented /api route, one row each, gathered from the domain modules. */
export const restRoutes: readonly AnyRestRow[] = composeRestRows(modules);

const resolvedBySchema = new WeakMap<GraphQLSchema, readonly ResolvedRoute[]>();

/**
 * The table as the adapter runs it on `schema`: each derived row with its operation and typed reading.
 * Derived once per schema (apps of one process share their schema), as it depends on nothing else.
 */
export function restRoutesFor(schema: GraphQLSchema): readonly ResolvedRoute[] {
  let resolved = resolvedBySchema.get(schema);
  if (!resolved) {
    resolved = resolveRoutes(schema, restRoutes, inputFieldMessages);
    resolvedBySchema.set(schema, resolved);
  }
  return resolved;
}
