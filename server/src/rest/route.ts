import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How one path or query parameter is read from the URL (and described in OpenAPI). */
export type ParamType = 'int' | 'string' | 'boolean';

export interface ParamSpec {
  type: ParamType;
  description?: string;
  /** Query parameters only: used when the parameter is absent. */
  default?: number | string | boolean;
  required?: boolean;
  /**
   * String parameters only: the accepted values, answered as listed; matched in any case and with spaces or
   * hyphens for underscores ('High School' is HIGH_SCHOOL), as the spec writes them.
   */
  values?: readonly string[];
}

/** What a row's `variables` sees: typed params and query, and the JSON body (or form fields and Uploads). */
export interface RestInput {
  params: Record<string, number | string | boolean>;
  query: Record<string, number | string | boolean | undefined>;
  body: unknown;
}

/** One documented /api route: the GraphQL operation it runs and how the answer is shaped. */
export interface RestRoute<TData = unknown, TVars = Record<string, unknown>> {
  method: HttpMethod;
  /** Fastify path under /api, e.g. '/public/page-layout/:id'. */
  path: string;
  summary: string;
  tag: string;
  operation: TypedDocumentNode<TData, TVars>;
  params?: Record<string, ParamSpec>;
  query?: Record<string, ParamSpec>;
  /** Defaults to params and query merged. */
  variables?: (input: RestInput) => TVars;
  /** The envelope's data; defaults to the operation's single root field. */
  answer?: (data: TData) => unknown;
  /** The envelope's message on success. */
  message?: string;
  /** A message that depends on the answer (e.g. the payload's own `message`); falls back to `message`. */
  messageFrom?: (data: TData) => string | undefined;
  /** When set, a null answer is a 404 with this message. */
  notFoundMessage?: string;
  successStatus?: number;
  /** A redirect route: on success answers 302 to this location instead of the envelope. */
  redirect?: (data: TData) => string;
  /** A multipart route: these form fields carry files (as Upload values in `body`), others are text. */
  multipart?: { files: string[]; maxFileSize: number; tooLargeMessage?: string };
}

/** A JSON body as the operation's `input`. */
export const bodyAsInput = <T>({ body }: RestInput) => ({ input: (body ?? {}) as T });

/** Keeps each row's types checked against its own operation. */
export function defineRoute<TData, TVars>(route: RestRoute<TData, TVars>): RestRoute<TData, TVars> {
  return route;
}

// Rows of many operation types share one table; the adapter only needs their runtime shape.
// biome-ignore lint/suspicious/noExplicitAny: the table holds rows of unrelated operation types
export type AnyRestRoute = RestRoute<any, any>;
