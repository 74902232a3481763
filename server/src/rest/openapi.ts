import { GraphQLNonNull, getNullableType, isNonNullType } from 'graphql';
import { ERROR_KINDS } from '../errors';
import { API_PREFIX } from './adapter';
import type { ResolvedRoute } from './derive';
import type { FileParam, FileRoute } from './file-routes';
import { type JsonSchema, schemaOf } from './json-schema';
import type { UrlParam } from './read-arguments';

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

/** A derived row's parameters: each its argument's type, required in the query when non-null without a default. */
const documented = (params: Record<string, UrlParam>): Record<string, FileParam> =>
  Object.fromEntries(
    Object.entries(params).map(([name, { type, description, default: byDefault }]) => {
      const schema = schemaOf(new GraphQLNonNull(getNullableType(type)));
      const required = isNonNullType(type) && byDefault === undefined;
      return [
        name,
        {
          schema: byDefault === undefined ? schema : { ...schema, default: byDefault },
          description,
          required,
        },
      ];
    }),
  );

/** A route's path and query parameters as OpenAPI lists them. */
function parametersOf(params: Record<string, FileParam> = {}, query: Record<string, FileParam> = {}) {
  const describe =
    (where: 'path' | 'query') =>
    ([name, param]: [string, FileParam]) => ({
      name,
      in: where,
      required: where === 'path' || Boolean(param.required),
      description: param.description,
      schema: param.schema,
    });
  return [...Object.entries(params).map(describe('path')), ...Object.entries(query).map(describe('query'))];
}

type Described = Pick<ResolvedRoute, 'method' | 'path' | 'tag' | 'summary'>;

/** One operation: what every route shares, its success answer and, when it takes one, its request body. */
const operation = (route: Described, parameters: unknown[], success: object, requestBody?: object) => ({
  tags: [route.tag],
  summary: route.summary,
  operationId: operationId(route),
  parameters,
  ...(requestBody && { requestBody }),
  responses: { ...success, ...errorAnswers },
});

/** A row's success: the envelope with its data, or a redirect. */
const successOf = (route: ResolvedRoute) =>
  route.redirect
    ? { '302': { description: 'Redirect', headers: { Location: { schema: { type: 'string' } } } } }
    : {
        [String(route.successStatus ?? 200)]: {
          description: route.message ?? 'OK',
          content: { 'application/json': { schema: envelope(route.dataSchema) } },
        },
      };

const requestBodyOf = ({ bodySchema, multipart }: ResolvedRoute) =>
  bodySchema && {
    required: true,
    content: { [multipart ? 'multipart/form-data' : 'application/json']: { schema: bodySchema } },
  };

/** A GET answering a file: the file on success, the envelope on a refusal. */
const fileOperation = (route: FileRoute) =>
  operation({ ...route, method: 'GET' }, parametersOf(route.params, route.query), {
    '200': {
      description: 'The file',
      content: { [route.type]: { schema: { type: 'string', format: 'binary' } } },
    },
  });

const openApiPath = (path: string) => `${API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;

/**
 * The OpenAPI 3.1 description of every /api route, derived from the table and the schema, and of the routes
 * beside it that answer a file.
 */
export function buildOpenApi(
  routes: readonly ResolvedRoute[],
  version: string,
  files: readonly FileRoute[] = [],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of files) paths[openApiPath(route.path)] = { get: fileOperation(route) };
  for (const route of routes) {
    const parameters = parametersOf(documented(route.params), documented(route.query));
    paths[openApiPath(route.path)] ??= {};
    paths[openApiPath(route.path)][route.method.toLowerCase()] = operation(
      route,
      parameters,
      successOf(route),
      requestBodyOf(route),
    );
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
