import { type DocumentNode, type GraphQLSchema, getNamedType, isInputObjectType, Kind } from 'graphql';
import type { ResolvedRoute } from '../../../server/src/rest/derive';
import { samplePath } from '../../../server/src/testing/rest-paths';
import { minimalValue, type RootOperation, rootOperations } from './operations';

/** The root field a REST row's operation runs (the first one; the policy table is per field). */
export function rootOperationOf(schema: GraphQLSchema, route: ResolvedRoute): RootOperation {
  const document = route.operation as DocumentNode;
  const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!definition || definition.kind !== Kind.OPERATION_DEFINITION)
    throw new Error(`${route.path}: no operation`);
  const root = definition.operation === 'mutation' ? 'Mutation' : 'Query';
  const first = definition.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  if (!first || first.kind !== Kind.FIELD) throw new Error(`${route.path}: no root field`);
  const op = rootOperations(schema).find((o) => o.root === root && o.name === first.name.value);
  if (!op) throw new Error(`${route.path}: ${first.name.value} is not in the schema`);
  return op;
}

/**
 * The URL with every path parameter filled: ids from `ids` (by the argument they feed), else a valid sample;
 * with `op`, the required arguments the row reads from the query string get a minimal valid value too.
 */
export function restUrl(route: ResolvedRoute, ids: Record<string, number>, op?: RootOperation): string {
  const query = new URLSearchParams();
  const args = new Map((op?.field.args ?? []).map((arg) => [arg.name, arg]));
  for (const [name, param] of Object.entries(route.query)) {
    const arg = args.get(param.key);
    if (!param.required || !arg) continue;
    query.set(name, String(minimalValue(arg.type, param.key, (id) => ids[id])));
  }
  return `/api${samplePath(route, ids)}${query.size > 0 ? `?${query}` : ''}`;
}

/**
 * A JSON body for rows that take one: each scalar variable under its own name, and the fields of input-object
 * variables at the top level (rows pass the body as `input`), all with minimal valid values.
 */
export function restBody(op: RootOperation, ids: Record<string, number>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const arg of op.field.args) {
    const value = minimalValue(arg.type, arg.name, (name) => ids[name]);
    if (isInputObjectType(getNamedType(arg.type)) && value && typeof value === 'object') {
      Object.assign(body, value);
    } else {
      body[arg.name] = value;
    }
  }
  return body;
}

export const takesBody = (route: ResolvedRoute) => route.method !== 'GET' && route.method !== 'DELETE';
