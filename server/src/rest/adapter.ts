import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, type ExecutionResult, execute, type GraphQLSchema, validate } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { DomainError, ERROR_KINDS, type ErrorCode } from '../errors';
import { classifyError } from '../graphql/classify-error';
import type { ContextFactory } from '../graphql/context';
import { type EarlyCheck, earlyCheckFor } from '../graphql/early-refusal';
import { readMultipart } from '../http/multipart-form';
import { type ResolvedRoute, resolveRoutes } from './derive';
import { type Envelope, fail, ok } from './envelope';
import { describedRoute, rowSchema } from './openapi';
import type { AnyRestRow } from './route';

export const API_PREFIX = '/api';

/** Fails at start (and in a test) when any row's operation no longer fits the schema. */
export const validateRoutes = (schema: GraphQLSchema, routes: readonly AnyRestRow[]) =>
  validateOperations(schema, resolveRoutes(schema, routes));

/** Tables already found to fit each schema: validating ~160 operations is work worth doing once per process. */
const validTables = new WeakMap<GraphQLSchema, WeakSet<readonly ResolvedRoute[]>>();

function validateOperations(schema: GraphQLSchema, routes: readonly ResolvedRoute[]): void {
  const valid = validTables.get(schema) ?? new WeakSet();
  validTables.set(schema, valid);
  if (valid.has(routes)) return;
  const problems = routes.flatMap((route) =>
    validate(schema, route.operation).map((e) => `${route.method} ${route.path}: ${e.message}`),
  );
  if (problems.length > 0) throw new Error(`REST operations do not fit the schema:\n${problems.join('\n')}`);
  valid.add(routes);
}

/** Registers one Fastify route per table row; each runs its operation in process on the same schema. */
export function registerRestRoutes(
  app: FastifyInstance,
  schema: GraphQLSchema,
  routes: readonly ResolvedRoute[],
  createContext: ContextFactory,
): void {
  validateOperations(schema, routes);
  for (const route of routes) {
    const early = route.multipart ? earlyCheckFor(route.operation) : null;
    app.route({
      method: route.method,
      url: `${API_PREFIX}${route.path}`,
      ...describedRoute(app, () => rowSchema(route)),
      handler: (request, reply) => handle(route, request, reply, runOf(schema, route), createContext, early),
    });
  }
}

/** Each row's compiled operation, shared by every app that runs the row (it holds nothing of an app). */
const compiledRows = new WeakMap<ResolvedRoute, RunOperation>();

/** Compiled on the row's first request: compiling every row was a third of the app's start-up. */
function runOf(schema: GraphQLSchema, route: ResolvedRoute): RunOperation {
  let run = compiledRows.get(route);
  if (!run) {
    run = compileOperation(schema, route.operation);
    compiledRows.set(route, run);
  }
  return run;
}

type RunOperation = (
  contextValue: unknown,
  variables: Record<string, unknown>,
) => Promise<ExecutionResult<Record<string, unknown>>>;

/**
 * A row's operation is fixed, so it is compiled once with graphql-jit (the same resolvers, far less
 * per-request work than graphql-js); an operation graphql-jit cannot compile runs on graphql-js.
 */
function compileOperation(schema: GraphQLSchema, document: DocumentNode): RunOperation {
  const compiled = compileQuery(schema, document);
  if (isCompiledQuery(compiled)) {
    return async (contextValue, variables) =>
      (await compiled.query(undefined, contextValue, variables)) as ExecutionResult<Record<string, unknown>>;
  }
  return async (contextValue, variableValues) =>
    (await execute({ schema, document, variableValues, contextValue })) as ExecutionResult<
      Record<string, unknown>
    >;
}

async function handle(
  route: ResolvedRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  run: RunOperation,
  createContext: ContextFactory,
  early: EarlyCheck | null,
): Promise<Envelope | FastifyReply> {
  const contextValue = await createContext(request);
  const refusal = early?.(contextValue.viewer);
  if (refusal) {
    // The unread body is left to Fastify, which drains or drops the connection after the answer.
    reply.header('connection', 'close');
    return sendError(reply, refusal);
  }
  let variables: Record<string, unknown>;
  try {
    variables = route.variables({
      params: request.params as Record<string, unknown>,
      query: request.query as Record<string, unknown>,
      body: await readBody(route, request, reply),
    });
  } catch (error) {
    return sendError(reply, error instanceof DomainError ? error : new DomainError('VALIDATION'));
  }
  const result = await run(contextValue, variables);
  return answer(route, result, request, reply);
}

async function readBody(
  route: ResolvedRoute,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  if (!request.isMultipart) return request.body ?? {};
  if (!route.multipart) throw new DomainError('VALIDATION');
  const { fields, files } = await readMultipart(request, reply.raw, route.multipart.files, {
    maxFileSize: route.multipart.maxFileSize,
    maxFiles: route.multipart.files.length,
    tooLargeMessage: route.multipart.tooLargeMessage,
  });
  return { ...fields, ...files };
}

function answer(
  route: ResolvedRoute,
  result: ExecutionResult<Record<string, unknown>>,
  request: FastifyRequest,
  reply: FastifyReply,
): Envelope | FastifyReply {
  if (result.errors?.length) {
    // Without data the variables were rejected before execution: the request itself is bad.
    if (!('data' in result) || result.data === undefined) {
      request.log.info({ errors: result.errors.map((e) => e.message) }, 'REST variables rejected');
      return sendError(reply, new DomainError('VALIDATION'));
    }
    return sendGraphqlErrors(reply, request, result.errors);
  }
  const data = result.data ?? {};
  if (route.redirect) return reply.redirect(route.redirect(data), 302);
  const value = route.answer ? route.answer(data) : Object.values(data)[0];
  if (value === null && route.notFoundMessage) {
    return sendError(reply, new DomainError('NOT_FOUND', route.notFoundMessage));
  }
  reply.code(route.successStatus ?? 200);
  return ok(value ?? null, route.messageFrom?.(data) ?? route.message);
}

function sendGraphqlErrors(
  reply: FastifyReply,
  request: FastifyRequest,
  errors: ExecutionResult['errors'] & object,
): Envelope {
  const classified = errors.map(classifyError);
  for (const c of classified) {
    if (c.code === 'INTERNAL') request.log.error({ err: c.unexpected }, 'unexpected error in REST route');
  }
  // The most severe status wins (a 500 outranks a 404 outranks a 400).
  const worst = classified.reduce((a, b) => (status(b.code) > status(a.code) ? b : a));
  reply.code(status(worst.code));
  return fail(worst.message, worst.fieldErrors);
}

function sendError(reply: FastifyReply, error: DomainError): Envelope {
  reply.code(status(error.code));
  return fail(error.message, error.fieldErrors);
}

function status(code: ErrorCode): number {
  return ERROR_KINDS[code].httpStatus;
}
