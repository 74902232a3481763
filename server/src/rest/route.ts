import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Mutation, Query } from './gql/graphql';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How one path or query parameter is read from the URL (and described in OpenAPI). */
export type ParamType = 'int' | 'number' | 'string' | 'boolean';

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

/** How the envelope is made from the operation's data (shared by both kinds of row). */
interface Answering<TData> {
  method: HttpMethod;
  /** Fastify path under /api, e.g. '/public/page-layout/:id'. */
  path: string;
  /** OpenAPI's summary; defaults to the root field's description. */
  summary?: string;
  tag: string;
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

/** A row with a hand-written operation and its own reading of the request (the odd cases). */
export interface RestRoute<TData = unknown, TVars = Record<string, unknown>> extends Answering<TData> {
  operation: TypedDocumentNode<TData, TVars>;
  params?: Record<string, ParamSpec>;
  query?: Record<string, ParamSpec>;
  /** Defaults to params and query merged. */
  variables?: (input: RestInput) => TVars;
}

type RootValues = Omit<Query, '__typename'> & Omit<Mutation, '__typename'>;
export type RootField = keyof RootValues & string;

/**
 * A row derived from one root field (GET runs a query, other methods a mutation): its selection is the
 * shared fragment of the field's type, and each argument is read by its GraphQL type from the path, the
 * query string or the JSON body.
 */
export interface DerivedRestRoute<F extends RootField = RootField> extends Answering<Pick<RootValues, F>> {
  field: F;
  /** Another fragment on the field's type than its default `<Type>Fields` (e.g. a detail view). */
  select?: string;
  /** Names the request uses for an argument or a body field: `{ id: 'programId' }`, `{ amount: 'amountToman' }`. */
  rename?: Record<string, string>;
  /** Arguments that do not come from the request. */
  fixed?: Record<string, unknown>;
  /** The query-string parameters (request names) the row reads; default: every argument a GET does not fix. */
  inQuery?: readonly string[];
  /** Reshapes a JSON body the spec writes differently from the input type, before it is read. */
  body?: (body: Record<string, unknown>) => Record<string, unknown>;
}

/** A module's rows, one call each: `row('GET', '/courses/:id', 'publicCourse', { notFoundMessage })`. */
export const rowsTagged =
  (tag: string) =>
  <F extends RootField>(
    method: HttpMethod,
    path: string,
    field: F,
    options: Omit<Partial<DerivedRestRoute<F>>, 'method' | 'path' | 'field'> = {},
  ): DerivedRestRoute<F> => ({ method, path, field, tag, ...options });

// Rows of many operation types share one table; the adapter only needs their runtime shape.
// biome-ignore lint/suspicious/noExplicitAny: the table holds rows of unrelated operation types
export type AnyRestRoute = RestRoute<any, any> | DerivedRestRoute<any>;

/** A row still to be derived (a resolved one carries its operation). */
export const isDerived = (route: AnyRestRoute): route is DerivedRestRoute =>
  (route as DerivedRestRoute).field !== undefined && (route as RestRoute).operation === undefined;
