import type { Mutation, Query } from './gql/graphql';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RootValues = Omit<Query, '__typename'> & Omit<Mutation, '__typename'>;
export type RootField = keyof RootValues & string;

/**
 * One documented /api route, derived from one root field (GET runs a query, other methods a mutation): its
 * selection is the shared fragment of the field's type, and each argument is read by its GraphQL type from
 * the path, the query string or the JSON body. The rest says how the envelope is made from the answer.
 */
export interface RestRow<F extends RootField = RootField, TData = Pick<RootValues, F>> {
  method: HttpMethod;
  /** Fastify path under /api, e.g. '/public/page-layout/:id'. */
  path: string;
  field: F;
  /** OpenAPI's group; a row of an admin field needs none, derive.ts files it under `admin` by its policy. */
  tag?: string;
  /** OpenAPI's summary; defaults to the root field's description. */
  summary?: string;
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

/** A module's rows, one call each: `row('GET', '/courses/:id', 'publicCourse', { notFoundMessage })`. */
export const rowsTagged =
  (tag: string | undefined) =>
  <F extends RootField>(
    method: HttpMethod,
    path: string,
    field: F,
    options: Omit<Partial<RestRow<F>>, 'method' | 'path' | 'field'> = {},
  ): RestRow<F> => ({ method, path, field, tag, ...options });

/** A row of an admin field: OpenAPI files it under `admin` from the field's policy; on any other field it fails at start. */
export const adminRow = rowsTagged(undefined);

// Rows of many root fields share one table; the adapter only needs their runtime shape.
// biome-ignore lint/suspicious/noExplicitAny: the table holds rows of unrelated root fields
export type AnyRestRow = RestRow<any, any>;
