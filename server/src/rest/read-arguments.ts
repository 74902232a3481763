import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  getNamedType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
} from 'graphql';
import { DomainError } from '../errors';
import type { FieldMessages } from './field-messages';
import { described, type JsonSchema, schemaOf } from './json-schema';
import { readJson, readUrl } from './read-json';
import type { AnyRestRow } from './route';

/** The scalar of multipart files. */
const UPLOAD = 'Upload';

/** One argument read from the path or the query string, under its name in the request. */
export interface UrlParam {
  /** The argument's name (the request may name it otherwise, `id` for `programId`). */
  key: string;
  type: GraphQLInputType;
  description?: string;
  /** The argument's default, used when the parameter is absent. */
  default?: unknown;
  /** Non-null without a default: the request must carry it. */
  required: boolean;
}

/** What a row reads from a request: Fastify's params and query, and the JSON body (or form fields and Uploads). */
export interface RestRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** One field of the JSON body: its name in the request, its name in the variables, its type. */
interface BodyField {
  name: string;
  key: string;
  type: GraphQLInputType;
  description?: string | null;
  hasDefault: boolean;
}

/**
 * Where each argument of a row's root field comes from and how it is read: from the path, the query string,
 * or the JSON body (an input object argument is the body itself), each by its GraphQL type, so a wrong type
 * is a 400 with the field's message.
 */
export function argumentReader(
  field: GraphQLField<unknown, unknown>,
  route: AnyRestRow,
  fieldMessages: Record<string, FieldMessages>,
) {
  const requestName = (key: string) =>
    Object.entries(route.rename ?? {}).find(([, to]) => to === key)?.[0] ?? key;
  const inPath = new Set([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  const inQuery = (name: string) => (route.inQuery ? route.inQuery.includes(name) : route.method === 'GET');
  const url = { params: {} as Record<string, UrlParam>, query: {} as Record<string, UrlParam> };
  const bodyArgs: GraphQLArgument[] = [];
  for (const arg of field.args.filter((a) => !(a.name in (route.fixed ?? {})))) {
    const name = requestName(arg.name);
    const source = inPath.delete(name)
      ? 'params'
      : inQuery(name) && isLeafType(getNamedType(arg.type)) && 'query';
    if (source) {
      const { description, defaultValue } = arg;
      const required = isNonNullType(arg.type) && defaultValue === undefined;
      url[source][name] = { key: arg.name, type: arg.type, description: description ?? undefined, required };
      if (defaultValue !== undefined) url[source][name].default = defaultValue;
    } else if (route.method !== 'GET') bodyArgs.push(arg);
  }
  if (inPath.size > 0) throw new Error(`${route.path}: no argument of ${field.name} for ${[...inPath]}`);
  // Files (multipart rows) sit beside the input object, which is still the body itself.
  const files = bodyArgs.filter((a) => getNamedType(a.type).name === UPLOAD);
  const others = bodyArgs.filter((a) => !files.includes(a));
  const input = others.length === 1 && isInputObjectType(getNamedType(others[0].type)) ? others[0] : null;
  const entries = input
    ? [...Object.values((getNamedType(input.type) as GraphQLInputObjectType).getFields()), ...files]
    : bodyArgs;
  const fields: BodyField[] = entries.map((f) => ({
    name: requestName(f.name),
    key: f.name,
    type: f.type,
    description: f.description,
    hasDefault: f.defaultValue !== undefined,
  }));
  const isFile = (f: BodyField) => input !== null && files.some((a) => a.name === f.key);
  const judge = input && fieldMessages[getNamedType(input.type).name];
  return {
    ...url,
    bodySchema: fields.length > 0 ? bodySchemaOf(fields) : undefined,
    variables: (request: RestRequest) => {
      const variables: Record<string, unknown> = { ...route.fixed };
      for (const source of ['params', 'query'] as const) {
        for (const [name, param] of Object.entries(url[source])) {
          // graphql-jit does not apply a required variable's default: an absent parameter gets it here.
          const value = readUrl(name, param.type, request[source][name], param.default !== undefined);
          if (value !== undefined || param.default !== undefined)
            variables[param.key] = value ?? param.default;
        }
      }
      const body = bodyOf(request.body, route);
      const errors: Record<string, string> = {};
      const read: Record<string, unknown> = {};
      const readFiles: Record<string, unknown> = {};
      for (const f of fields) {
        const reading = { errors, hasDefault: f.hasDefault, lenientIds: true };
        const value = readJson(f.type, body[f.key], f.name, reading);
        if (value !== undefined) (isFile(f) ? readFiles : read)[f.key] = value;
      }
      if (judge && Object.keys(errors).length > 0)
        Object.assign(errors, serviceMessages(judge, errors, body, fields));
      const [first] = Object.values(errors);
      if (first) throw new DomainError('VALIDATION', first, errors);
      return input ? { ...variables, ...readFiles, [input.name]: read } : { ...variables, ...read };
    },
  };
}

/**
 * A wrong-typed field of an input its service checks with a shared schema gets that schema's message for it,
 * so the REST caller reads what the form would show: a number as sent (the shared number rule tells why it is
 * refused: too large, not whole, not a number), anything else as if it were left empty.
 */
function serviceMessages(
  judge: FieldMessages,
  errors: Record<string, string>,
  body: Record<string, unknown>,
  fields: BodyField[],
) {
  const wrong = Object.keys(errors);
  const emptied = fields
    .filter((f) => wrong.includes(f.name))
    .flatMap((f) => [
      [f.name, null],
      [f.key, null],
    ]);
  const asSent = wrong.some((path) => isNumberAt(fields, path)) ? judge(body) : {};
  const messages = judge({ ...body, ...Object.fromEntries(emptied) });
  const messageOf = (path: string) => (isNumberAt(fields, path) && asSent[path]) || messages[path];
  return Object.fromEntries(wrong.map((path) => [path, messageOf(path) ?? errors[path]]));
}

const NUMBER_SCALARS = new Set(['Int', 'Float', 'SafeInt', 'BigInt']);

/** True when the body path ('price', 'chapters.0.durationMinutes') names a number field of the input. */
function isNumberAt(fields: BodyField[], path: string): boolean {
  const [first, ...rest] = path.split('.');
  let type: GraphQLInputType | undefined = fields.find((f) => f.name === first)?.type;
  for (const part of rest) {
    const named = type && getNamedType(type);
    if (/^\d+$/.test(part)) continue;
    type = named && isInputObjectType(named) ? named.getFields()[part]?.type : undefined;
  }
  return type !== undefined && NUMBER_SCALARS.has(getNamedType(type).name);
}

function bodySchemaOf(fields: BodyField[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, described(schemaOf(f.type), f.description)])),
    required: fields.filter((f) => isNonNullType(f.type) && !f.hasDefault).map((f) => f.name),
  };
}

/** The JSON body as an object, with the request's names copied to the input's (`amount` → `amountToman`). */
function bodyOf(raw: unknown, route: AnyRestRow): Record<string, unknown> {
  const body =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
  for (const [from, to] of Object.entries(route.rename ?? {})) body[to] ??= body[from];
  return route.body ? route.body(body) : body;
}
