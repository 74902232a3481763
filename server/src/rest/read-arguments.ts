import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isNonNullType,
} from 'graphql';
import { DomainError } from '../errors';
import type { FieldMessages } from '../modules/input-schemas';
import { inputSchema, type JsonSchema } from './json-schema';
import { readJson } from './read-json';
import type { DerivedRestRoute, ParamSpec, ParamType, RestInput } from './route';

const PARAM_TYPES: Record<string, ParamType> = {
  Int: 'int',
  SafeInt: 'int',
  Float: 'number',
  Boolean: 'boolean',
};

/** The scalar of multipart files. */
const UPLOAD = 'Upload';

/** One field of the JSON body: its name in the request, its name in the variables, its type. */
interface BodyField {
  name: string;
  key: string;
  type: GraphQLInputType;
  description?: string | null;
  hasDefault: boolean;
}

/**
 * Where each argument of a row's root field comes from and how it is read: path and query parameters by
 * their declared types, the rest from the JSON body (an input object argument is the body itself), each by
 * its GraphQL type, so a wrong type is a 400 with the field's message.
 */
export function argumentReader(
  field: GraphQLField<unknown, unknown>,
  route: DerivedRestRoute,
  fieldMessages: Record<string, FieldMessages>,
) {
  const requestName = (key: string) =>
    Object.entries(route.rename ?? {}).find(([, to]) => to === key)?.[0] ?? key;
  const inPath = new Set([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  const inQuery = (name: string) => (route.inQuery ? route.inQuery.includes(name) : route.method === 'GET');
  const url = { params: {} as Record<string, ParamSpec>, query: {} as Record<string, ParamSpec> };
  const fromUrl: [string, string, 'params' | 'query'][] = [];
  const bodyArgs: GraphQLArgument[] = [];
  for (const arg of field.args.filter((a) => !(a.name in (route.fixed ?? {})))) {
    const name = requestName(arg.name);
    const source = inPath.delete(name)
      ? 'params'
      : inQuery(name) && isLeafType(getNamedType(arg.type)) && 'query';
    if (source) {
      url[source][name] = { ...paramSpec(arg), ...(source === 'query' && { required: isRequired(arg) }) };
      fromUrl.push([arg.name, name, source]);
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
    variables: (request: RestInput) => {
      const variables: Record<string, unknown> = { ...route.fixed };
      for (const [key, name, source] of fromUrl) {
        if (request[source][name] !== undefined) variables[key] = request[source][name];
      }
      const body = bodyOf(request.body, route);
      const errors: Record<string, string> = {};
      const read: Record<string, unknown> = {};
      const readFiles: Record<string, unknown> = {};
      for (const f of fields) {
        const value = readJson(f.type, body[f.key], f.name, errors, f.hasDefault);
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
 * A wrong-typed field of an input its service checks with a shared schema gets that schema's message for it
 * (as if it were left empty), so the REST caller reads what the form would show.
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
  const messages = judge({ ...body, ...Object.fromEntries(emptied) });
  return Object.fromEntries(wrong.map((name) => [name, messages[name] ?? errors[name]]));
}

function bodySchemaOf(fields: BodyField[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((f) => [f.name, inputSchema(f.type, f.description)])),
    required: fields.filter((f) => isNonNullType(f.type) && !f.hasDefault).map((f) => f.name),
  };
}

/** The JSON body as an object, with the request's names copied to the input's (`amount` → `amountToman`). */
function bodyOf(raw: unknown, route: DerivedRestRoute): Record<string, unknown> {
  const body =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
  for (const [from, to] of Object.entries(route.rename ?? {})) body[to] ??= body[from];
  return route.body ? route.body(body) : body;
}

const isRequired = (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined;

function paramSpec(arg: GraphQLArgument): ParamSpec {
  const type = getNamedType(arg.type);
  const spec: ParamSpec = {
    type: PARAM_TYPES[type.name] ?? 'string',
    description: arg.description ?? undefined,
  };
  if (isEnumType(type)) spec.values = type.getValues().map((v) => v.name);
  if (arg.defaultValue !== undefined) spec.default = arg.defaultValue as ParamSpec['default'];
  return spec;
}
