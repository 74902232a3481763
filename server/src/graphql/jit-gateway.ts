import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { type DocumentNode, type ExecutionResult, execute, GraphQLError, type GraphQLSchema } from 'graphql';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<never>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

export interface JitOptions {
  /** A document is compiled once it has been run this many times (one-off documents never pay for it). */
  compileAfter: number;
  /** How many compiled documents are kept; the least recently used one goes first. */
  maxCompiled: number;
}

const DEFAULTS: JitOptions = { compileAfter: 2, maxCompiled: 500 };

/**
 * Apollo Server runs operations through a gateway's executor when one is given. This one keeps Apollo's
 * parsing, validation (GraphQL Armor included), plugins and error formatting, and executes with graphql-jit
 * — the same schema and resolvers, compiled per document — as the REST adapter does. Documents seen once
 * run on graphql-js, so a stream of unique queries costs no compilation.
 */
export function jitGateway(schema: GraphQLSchema, options: Partial<JitOptions> = {}): Gateway {
  const executor = createJitExecutor(schema, { ...DEFAULTS, ...options });
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    load: async () => ({ executor }),
    stop: async () => {},
  };
}

type Entry = { runs: number; compiled?: CompiledQuery | null };

function createJitExecutor(schema: GraphQLSchema, options: JitOptions): Executor {
  const entries = new Map<string, Entry>();

  const entryFor = (key: string): Entry => {
    const entry = entries.get(key) ?? { runs: 0 };
    entries.delete(key); // re-inserted last: Map order is the recency order
    entries.set(key, entry);
    if (entries.size > options.maxCompiled) entries.delete(entries.keys().next().value as string);
    return entry;
  };

  return async (requestContext) => {
    const { document, request, queryHash, operationName, operation } = requestContext;
    const variables = request.variables ?? {};
    const onGraphqlJs = () =>
      execute({
        schema,
        document,
        operationName,
        variableValues: variables,
        contextValue: requestContext.context,
      });
    // Mutations stay on graphql-js: its serial execution stops at the first failed non-null field, and
    // they are not where reads spend their time.
    if (operation.operation !== 'query') return onGraphqlJs();
    const entry = entryFor(`${queryHash}:${operationName ?? ''}`);
    entry.runs += 1;
    if (entry.compiled === undefined && entry.runs >= options.compileAfter) {
      entry.compiled = compile(schema, document, operationName);
    }
    if (!entry.compiled) return onGraphqlJs();
    const result = (await entry.compiled.query(
      undefined,
      requestContext.context,
      variables,
    )) as ExecutionResult;
    // No data: the variables were refused before anything ran. graphql-js words that refusal the way Apollo
    // recognises (400, BAD_USER_INPUT), and nothing is executed twice.
    if (result.data === undefined) return onGraphqlJs();
    return asGraphqlErrors(result);
  };
}

/** null when graphql-jit cannot compile the document: it then keeps running on graphql-js. */
function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null,
): CompiledQuery | null {
  try {
    const compiled = compileQuery(schema, document, operationName ?? undefined);
    return isCompiledQuery(compiled) ? compiled : null;
  } catch {
    return null;
  }
}

/**
 * graphql-jit's errors imitate GraphQLError but may lack `extensions`, which Apollo's formatting reads;
 * they become real ones, keeping the message, path, locations and the thrown error.
 */
function asGraphqlErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((jitError) => {
    const error = new GraphQLError(jitError.message, {
      path: jitError.path,
      originalError: jitError.originalError ?? undefined,
      extensions: jitError.extensions,
    });
    (error as { locations?: GraphQLError['locations'] }).locations = jitError.locations;
    return error;
  });
  return { ...result, errors };
}
