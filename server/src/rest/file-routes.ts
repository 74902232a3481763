import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { API_PREFIX } from './adapter';
import type { JsonSchema } from './json-schema';
import { describedRoute, routeSchema } from './openapi';

/** A GET route beside the table that answers a file (a PDF, a printable page, a CSV) rather than the envelope. */
export interface FileRoute {
  /** Fastify path under /api, e.g. '/certificates/:id/pdf'. */
  path: string;
  summary: string;
  tag: string;
  type: 'application/pdf' | 'text/html' | 'text/csv';
  params?: JsonSchema;
  querystring?: JsonSchema;
}

/** Registers a file route under /api with its description for the document; refusals still answer the envelope. */
export function getFile<T extends RouteGenericInterface>(
  fastify: FastifyInstance,
  { path, summary, tag, type, ...parameters }: FileRoute,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, T>,
): void {
  const file = {
    description: 'The file',
    content: { [type]: { schema: { type: 'string', format: 'binary' } } },
  };
  const describe = () => routeSchema({ method: 'GET', path, tag, summary }, { 200: file }, parameters);
  fastify.get<T>(`${API_PREFIX}${path}`, describedRoute(fastify, describe), handler);
}
