import type { GraphQLSchema } from 'graphql';
import { composeRestRows } from '../kernel/compose';
import { modules } from '../modules';
import { inputFieldMessages } from '../modules/input-schemas';
import { resolveRoutes } from './derive';
import type { AnyRestRow } from './route';

/** Every documented /api route, one row each, gathered from the domain modules. */
export const restRoutes: readonly AnyRestRow[] = composeRestRows(modules);

/** The table as the adapter runs it on `schema`: each derived row with its operation and typed reading. */
export const restRoutesFor = (schema: GraphQLSchema) => resolveRoutes(schema, restRoutes, inputFieldMessages);
