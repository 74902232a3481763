import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  typeFromAST,
} from 'graphql';
import { ERROR_KINDS } from '../errors';
import { API_PREFIX } from './adapter';
import type { AnyRestRoute, ParamSpec } from './route';

type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: 'string' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  Upload: { type: 'string', format: 'binary' },
  // Money sums: a number while a safe integer, the exact decimal string beyond 2^53.
  BigInt: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?[0-9]+$' }] },
};

function nullable(schema: JsonSchema, isNullable: boolean): JsonSchema {
  return isNullable ? { anyOf: [schema, { type: 'null' }] } : schema;
}

function inputSchema(type: GraphQLInputType): JsonSchema {
  const required = isNonNullType(type);
  const inner = required ? type.ofType : type;
  let schema: JsonSchema;
  if (isListType(inner)) schema = { type: 'array', items: inputSchema(inner.ofType) };
  else if (isEnumType(inner)) schema = { type: 'string', enum: inner.getValues().map((v) => v.name) };
  else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    schema = {
      type: 'object',
      properties: Object.fromEntries(
        fields.map((f) => [f.name, { ...inputSchema(f.type), description: f.description ?? undefined }]),
      ),
      required: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    };
  } else schema = SCALARS[getNamedType(inner).name] ?? { type: 'string' };
  return nullable(schema, !required);
}

type Fragments = ReadonlyMap<string, SelectionSetNode>;

/** The fields a selection set asks for, with fragment spreads and inline fragments expanded. */
function selectedFields(selection: SelectionSetNode, fragments: Fragments): FieldNode[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === 'Field') return [node];
    const nested = node.kind === 'FragmentSpread' ? fragments.get(node.name.value) : node.selectionSet;
    return nested ? selectedFields(nested, fragments) : [];
  });
}

function outputSchema(
  type: GraphQLOutputType,
  selection: SelectionSetNode | undefined,
  fragments: Fragments,
): JsonSchema {
  const required = isNonNullType(type);
  const inner = required ? type.ofType : type;
  let schema: JsonSchema;
  if (isListType(inner)) schema = { type: 'array', items: outputSchema(inner.ofType, selection, fragments) };
  else if (isEnumType(inner)) schema = { type: 'string', enum: inner.getValues().map((v) => v.name) };
  else if (isScalarType(inner)) schema = SCALARS[inner.name] ?? {};
  else if (isObjectType(inner) && selection) {
    const fields = inner.getFields();
    const properties: Record<string, JsonSchema> = {};
    for (const node of selectedFields(selection, fragments)) {
      const field = fields[node.name.value];
      if (!field) continue;
      properties[node.alias?.value ?? node.name.value] = outputSchema(
        field.type,
        node.selectionSet,
        fragments,
      );
    }
    schema = { type: 'object', properties };
  } else schema = { type: 'object' };
  return nullable(schema, !required);
}

function paramSchema(spec: ParamSpec): JsonSchema {
  const type = spec.type === 'int' ? 'integer' : spec.type;
  const schema: JsonSchema = spec.values ? { type, enum: [...spec.values] } : { type };
  return spec.default === undefined ? schema : { ...schema, default: spec.default };
}

function operationOf(route: AnyRestRoute): OperationDefinitionNode {
  const op = route.operation.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  if (!op) throw new Error(`${route.path} has no operation`);
  return op;
}

function dataSchema(schema: GraphQLSchema, route: AnyRestRoute): JsonSchema {
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

function bodySchema(schema: GraphQLSchema, route: AnyRestRoute): JsonSchema | undefined {
  if (route.method === 'GET') return undefined;
  const pathAndQuery = new Set([...Object.keys(route.params ?? {}), ...Object.keys(route.query ?? {})]);
  const bodyVars = (operationOf(route).variableDefinitions ?? []).filter(
    (v) => !pathAndQuery.has(v.variable.name.value),
  );
  if (bodyVars.length === 0) return undefined;
  if (bodyVars.length === 1 && bodyVars[0].variable.name.value === 'input') {
    const type = typeFromAST(schema, bodyVars[0].type as never) as GraphQLInputType | undefined;
    return type ? inputSchema(type) : undefined;
  }
  return {
    type: 'object',
    properties: Object.fromEntries(
      bodyVars.map((v) => {
        const type = typeFromAST(schema, v.type as never) as GraphQLInputType | undefined;
        return [v.variable.name.value, type ? inputSchema(type) : {}];
      }),
    ),
  };
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
const errorAnswers = Object.fromEntries(
  Object.entries(ERROR_KINDS)
    .filter(([code]) => code !== 'INTERNAL')
    .map(([code, kind]) => [String(kind.httpStatus), errorAnswer(`${code}: ${kind.defaultMessage}`)]),
);

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/**
 * Unique operation ids, as client generators need: the GraphQL operation's name, and where several rows
 * run one operation, that name followed by the row's method and path (RestPublicCoursesGetCoursesSearch).
 */
function operationIds(routes: readonly AnyRestRoute[]): Map<AnyRestRoute, string> {
  const names = new Map(routes.map((route) => [route, operationOf(route).name?.value ?? '']));
  const uses = new Map<string, number>();
  for (const name of names.values()) uses.set(name, (uses.get(name) ?? 0) + 1);
  return new Map(
    routes.map((route) => {
      const name = names.get(route) ?? '';
      if (uses.get(name) === 1) return [route, name];
      const path = route.path.replace(/:(\w+)/g, 'By $1');
      return [route, `${name}${pascal(route.method.toLowerCase())}${pascal(path)}`];
    }),
  );
}

/** The OpenAPI 3.1 description of every /api route, derived from the table and the schema. */
export function buildOpenApi(schema: GraphQLSchema, routes: readonly AnyRestRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const ids = operationIds(routes);
  for (const route of routes) {
    const path = `${API_PREFIX}${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const body = bodySchema(schema, route);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      operationId: ids.get(route),
      parameters: [
        ...Object.entries(route.params ?? {}).map(([name, spec]) => ({
          name,
          in: 'path',
          required: true,
          description: spec.description,
          schema: paramSchema(spec),
        })),
        ...Object.entries(route.query ?? {}).map(([name, spec]) => ({
          name,
          in: 'query',
          required: Boolean(spec.required),
          description: spec.description,
          schema: paramSchema(spec),
        })),
      ],
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
        default: errorAnswer(`INTERNAL (500): ${ERROR_KINDS.INTERNAL.defaultMessage}`),
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
