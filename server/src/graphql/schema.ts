import 'reflect-metadata';
import {
  type GraphQLSchema,
  isInterfaceType,
  isUnionType,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { buildSchema, getMetadataStorage, type PubSub } from 'type-graphql';
import { authChecker } from './auth-checker';
import type { ResolverInstances } from './context';

type ResolverClass = new (...args: never[]) => object;

/** Built schemas by their set of resolver classes: apps in one process (the tests') share one. */
const schemas = new Map<string, Promise<GraphQLSchema>>();
const classIds = new WeakMap<object, number>();
let nextClassId = 0;

/**
 * The one GraphQL schema for these resolvers' classes. It holds no instance: each resolver method runs on
 * the instance that the request context's `resolvers` names, so one schema serves every app of the process.
 */
export function buildAppSchema(resolvers: readonly object[]): Promise<GraphQLSchema> {
  const classes = resolvers.map((r) => r.constructor as ResolverClass);
  const key = setKeyOf(classes);
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildSchemaFor(classes);
    schemas.set(key, schema);
    schema.catch(() => schemas.delete(key));
  }
  return schema;
}

function setKeyOf(classes: readonly ResolverClass[]): string {
  const ids = classes.map((c) => {
    let id = classIds.get(c);
    if (id === undefined) {
      id = nextClassId++;
      classIds.set(c, id);
    }
    return id;
  });
  return ids.sort((a, b) => a - b).join(',');
}

async function buildSchemaFor(classes: readonly ResolverClass[]): Promise<GraphQLSchema> {
  readPlainFieldsDirectly();
  const schema = await buildSchema({
    resolvers: classes as [ResolverClass, ...ResolverClass[]],
    container: {
      get: (someClass, { context }) => {
        const instance = (context as { resolvers?: ResolverInstances } | undefined)?.resolvers?.get(
          someClass,
        );
        if (!instance)
          throw new Error(`No resolver instance for ${String(someClass)} in the request context`);
        return instance;
      },
    },
    authChecker,
    validate: false,
    pubSub: NO_TOPICS,
  });
  resolveTypesSynchronously(schema);
  return schema;
}

/**
 * type-graphql wants a PubSub once any subscription exists; ours each bring their own `subscribe` over the
 * PostgreSQL live bus (`live/`), never topics in process memory, so this one refuses to be used.
 */
const NO_TOPICS: PubSub = {
  publish: () => {
    throw new Error('Subscriptions publish on the live bus (server/src/live/channels.ts)');
  },
  subscribe: () => {
    throw new Error('Subscriptions subscribe through the live bus (server/src/live/live-bus.ts)');
  },
};

/** The committed schema.graphql text: sorted so that it changes only when the schema does. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

/**
 * type-graphql wraps every plain field in a resolver that runs an (empty) middleware chain; without one,
 * graphql-jit reads the property inline and graphql-js uses its default resolver. Fields with roles or
 * middlewares, and field resolvers, keep their wrappers.
 */
function readPlainFieldsDirectly(): void {
  for (const field of getMetadataStorage().fields) {
    if (field.simple === undefined && !field.roles?.length && !field.middlewares?.length) field.simple = true;
  }
}

/**
 * type-graphql wraps a union's or interface's resolveType in an async function; graphql-js awaits it, but
 * graphql-jit (repeated queries, the REST adapter) needs the type name at once and fails on the promise. Values
 * that name their type (`__typename`, as common/page-layout.ts's props do) are resolved synchronously here;
 * others keep the original resolver.
 */
function resolveTypesSynchronously(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isUnionType(type) && !isInterfaceType(type)) continue;
    const original = type.resolveType;
    type.resolveType = (value, context, info, abstractType) => {
      const named = (value as { __typename?: unknown } | null)?.__typename;
      return typeof named === 'string' ? named : original?.(value, context, info, abstractType);
    };
  }
}
