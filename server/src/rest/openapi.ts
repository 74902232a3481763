import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { GraphQLNonNull, getNullableType } from 'graphql';
import { ERROR_KINDS } from '../errors';
import type { ResolvedRoute } from './derive';
import { type JsonSchema, schemaOf } from './json-schema';
import type { UrlParam } from './read-arguments';

/**
 * Registers @fastify/swagger, which builds the OpenAPI 3.1 document from the schemas of the routes added
 * after it (`fastify.swagger()`): the table's rows and the file routes beside it. Untagged routes
 * (/graphql, the client's pages) stay out.
 */
export async function registerOpenApi(fastify: FastifyInstance, version: string): Promise<void> {
  await fastify.register(swagger, {
    hideUntagged: true,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Charity education API',
        version,
        description: "Every route runs a GraphQL operation on /graphql's schema.",
      },
      servers: [{ url: '/', description: 'This server (paths start with /api)' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }, {}],
    },
  });
}

/**
 * Route options carrying a route's description for the document, and only for it: requests are read by
 * GraphQL type with Persian messages (not by Fastify's validator), and answers are sent as they are. Without
 * the document (API_DOCS off) a route carries none, and none is made.
 */
export const describedRoute = (fastify: FastifyInstance, describe: () => FastifySchema) =>
  fastify.hasDecorator('swagger')
    ? {
        schema: describe(),
        validatorCompiler: () => () => true,
        serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      }
    : {};

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

/** An answer in the envelope; the description is the answer's, not its body's (@fastify/swagger's key). */
const answer = (description: string, data: JsonSchema) => ({
  'x-response-description': description,
  ...envelope(data),
});

/** The error answers any route may give, from the one table of error kinds (errors.ts); a 500 is `default`. */
const errorAnswers = Object.fromEntries(
  Object.entries(ERROR_KINDS).map(([code, kind]) => [
    code === 'INTERNAL' ? 'default' : String(kind.httpStatus),
    answer(`${code} (${kind.httpStatus}): ${kind.defaultMessage}`, { type: 'null' }),
  ]),
);

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** A unique id per route, as client generators need: its method and path (`getCoursesById`). */
const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${pascal(path.replace(/:(\w+)/g, 'By $1'))}`;

/** Path or query parameters as one object schema, each by its argument's type. */
function parametersSchema(params: Record<string, UrlParam>): JsonSchema {
  const entries = Object.entries(params);
  const schemaOfParam = ({ type, description, default: byDefault }: UrlParam) => ({
    ...schemaOf(new GraphQLNonNull(getNullableType(type))),
    ...(byDefault !== undefined && { default: byDefault }),
    ...(description && { description }),
  });
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, param]) => [name, schemaOfParam(param)])),
    required: entries.filter(([, param]) => param.required).map(([name]) => name),
  };
}

/** What names a route in the document. */
interface Named {
  method: string;
  path: string;
  tag: string;
  summary: string;
}

/** A route's description: its name, id and parameters, its success answer, and the error answers all share. */
export const routeSchema = (
  route: Named,
  success: object,
  parameters: FastifySchema = {},
): FastifySchema => ({
  tags: [route.tag],
  summary: route.summary,
  operationId: operationId(route.method, route.path),
  ...parameters,
  response: { ...success, ...errorAnswers },
});

/** A row's description: its parameters and body from the arguments, its answer from the selection. */
export function rowSchema(route: ResolvedRoute): FastifySchema {
  const success = route.redirect
    ? { 302: { description: 'Redirect', type: 'null', headers: { Location: { type: 'string' } } } }
    : { [route.successStatus ?? 200]: answer(route.message ?? 'OK', route.dataSchema) };
  return routeSchema(route, success, {
    params: parametersSchema(route.params),
    querystring: parametersSchema(route.query),
    ...(route.bodySchema && {
      body: route.bodySchema,
      consumes: [route.multipart ? 'multipart/form-data' : 'application/json'],
    }),
  });
}
