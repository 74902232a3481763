import {
  type FieldNode,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type SelectionSetNode,
} from 'graphql';
import type { ParamSpec } from './route';

export type JsonSchema = Record<string, unknown>;

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

export function inputSchema(type: GraphQLInputType, description?: string | null): JsonSchema {
  const required = isNonNullType(type);
  const inner = required ? type.ofType : type;
  let schema: JsonSchema;
  if (isListType(inner)) schema = { type: 'array', items: inputSchema(inner.ofType) };
  else if (isEnumType(inner)) schema = { type: 'string', enum: inner.getValues().map((v) => v.name) };
  else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    schema = {
      type: 'object',
      properties: Object.fromEntries(fields.map((f) => [f.name, inputSchema(f.type, f.description)])),
      required: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    };
  } else schema = SCALARS[getNamedType(inner).name] ?? { type: 'string' };
  const result = nullable(schema, !required);
  return description ? { ...result, description } : result;
}

export type Fragments = ReadonlyMap<string, SelectionSetNode>;

/** The fields a selection set asks for, with fragment spreads and inline fragments expanded. */
function selectedFields(selection: SelectionSetNode, fragments: Fragments): FieldNode[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === 'Field') return [node];
    const nested = node.kind === 'FragmentSpread' ? fragments.get(node.name.value) : node.selectionSet;
    return nested ? selectedFields(nested, fragments) : [];
  });
}

export function outputSchema(
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

export function paramSchema(spec: ParamSpec): JsonSchema {
  const type = spec.type === 'int' ? 'integer' : spec.type;
  const schema: JsonSchema = spec.values ? { type, enum: [...spec.values] } : { type };
  return spec.default === undefined ? schema : { ...schema, default: spec.default };
}
