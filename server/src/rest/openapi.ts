import type { FragmentDefinitionNode, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { ERROR_KINDS } from '../errors';
import { API_PREFIX } from './adapter';
import { type ResolvedRoute, resolveRoutes } from './derive';
import type { FileRoute } from './file-routes';
import { type JsonSchema, outputSchema, paramSchema } from './json-schema';
import type { AnyRestRoute, ParamSpec } from './route';

function operationOf(route: ResolvedRoute): OperationDefinitionNode {
  const op = route.operation.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  if (!op) throw new Error(`${route.path} has no operation`);
  return op;
}

function dataSchema(schema: GraphQLSchema, route: ResolvedRoute): JsonSchema {
  const op = operationOf(route);
  const root = op.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const [first] = op.selectionSet.selections;
  if (!root || first?.kind !== 'Field' || op.selectionSet.selections.length !== 1 || route.answer) return {};
  const field = root.getFields()[first.name.value];
  const fragments = new Map(
    route.operation.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((d) => [d.name.value, d.selectionSet]),
  );
  return field ? outputSchema(field.type, first.selectionSet, fragments) : {};
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['success', 'message', 'data'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    data,
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field messages' },
  },
});

/** An error answer: the envelope with a Persian message (and per-field messages in `errors` on a 400). */
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelope({ type: 'null' }) } },
});

/** The error answers any route may give, from the one table of error kinds (errors.ts); a 500 is `default`. */
const errorAnswers = {
  ...Object.fromEntries(
    Object.entries(ERROR_KINDS)
      .filter(([code]) => code !== 'INTERNAL')
      .map(([code, kind]) => [String(kind.httpStatus), errorAnswer(`${code}: ${kind.defaultMessage}`)]),
  ),
  default: errorAnswer(`INTERNAL (500): ${ERROR_KINDS.INTERNAL.defaultMessage}`),
};

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** A unique id per row, as client generators need: its method and path (`getCoursesById`). */
const operationId = (route: Pick<ResolvedRoute, 'method' | 'path'>) =>
  `${route.method.toLowerCase()}${pascal(route.path.replace(/:(\w+)/g, 'By $1'))}`;

/** A route's path and query parameters as OpenAPI lists them. */
function parametersOf({ params = {}, query = {} }: Pick<FileRoute, 'params' | 'query'>) {
  const describe =
    (where: 'path' | 'query', required: (spec: ParamSpec) => boolean) =>
    ([name, spec]: [string, ParamSpec]) => ({
      name,
      in: where,
      required: required(spec),
      description: spec.description,
      schema: paramSchema(spec),
    });
  return [
    ...Object.entries(params).map(describe('path', () => true)),
    ...Object.entries(query).map(describe('query', (spec) => Boolean(spec.required))),
  ];
}

const openApiPath = (path: string) => `${API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;

/** A GET answering a file: the file on success, the envelope on a refusal. */
function fileOperation(route: FileRoute) {
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: operationId({ method: 'GET', path: route.path }),
    parameters: parametersOf(route),
    responses: {
      '200': {
        description: 'The file',
        content: { [route.type]: { schema: { type: 'string', format: 'binary' } } },
      },
      ...errorAnswers,
    },
  };
}

/**
 * The OpenAPI 3.1 description of every /api route, derived from the table and the schema, and of the routes
 * beside it that answer a file.
 */
export function buildOpenApi(
  schema: GraphQLSchema,
  table: readonly AnyRestRoute[],
  version: string,
  files: readonly FileRoute[] = [],
) {
  const routes = resolveRoutes(schema, table);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of files) {
    paths[openApiPath(route.path)] = { get: fileOperation(route) };
  }
  for (const route of routes) {
    const path = openApiPath(route.path);
    const body = route.bodySchema;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      operationId: operationId(route),
      parameters: parametersOf(route),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: { [route.multipart ? 'multipart/form-data' : 'application/json']: { schema: body } },
            },
          }
        : {}),
      responses: {
        ...(route.redirect
          ? { '302': { description: 'Redirect', headers: { Location: { schema: { type: 'string' } } } } }
          : {
              [String(route.successStatus ?? 200)]: {
                description: route.message ?? 'OK',
                content: { 'application/json': { schema: envelope(dataSchema(schema, route)) } },
              },
            }),
        ...errorAnswers,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Charity education API',
      version,
      description: "Every route runs a GraphQL operation on /graphql's schema.",
    },
    servers: [{ url: '/', description: 'This server (paths start with /api)' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }, {}],
    paths,
  };
}
