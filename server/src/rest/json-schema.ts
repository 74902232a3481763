import {
  type FieldNode,
  type GraphQLInputType,
  type GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type SelectionSetNode,
} from 'graphql';

export type JsonSchema = Record<string, unknown>;

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: 'string' },
  SafeInt: { type: 'integer' },
  DateTimeISO: { type: 'string', format: 'date-time' },
  Upload: { type: 'string', format: 'binary' },
  // Money sums: a number while a safe integer, the exact decimal string beyond 2^53.
  BigInt: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?[0-9]+$' }] },
};

/** The fields an output asks for: a selection set and the fragments it may spread. */
export interface Selection {
  set: SelectionSetNode;
  fragments: ReadonlyMap<string, SelectionSetNode>;
}

/**
 * The JSON Schema of a GraphQL type: an input object with all its fields, an output object with the fields its
 * selection asks for (fragments expanded); a nullable type also takes null.
 */
export function schemaOf(type: GraphQLInputType | GraphQLOutputType, selection?: Selection): JsonSchema {
  const inner = isNonNullType(type) ? type.ofType : type;
  let schema: JsonSchema = { type: 'object' };
  if (isListType(inner)) schema = { type: 'array', items: schemaOf(inner.ofType, selection) };
  else if (isEnumType(inner)) schema = { type: 'string', enum: inner.getValues().map((v) => v.name) };
  else if (isScalarType(inner)) schema = SCALARS[inner.name] ?? {};
  else if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    schema = {
      type: 'object',
      properties: Object.fromEntries(fields.map((f) => [f.name, described(schemaOf(f.type), f.description)])),
      required: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    };
  } else if (isObjectType(inner) && selection) {
    const fields = inner.getFields();
    const selected = selectedFields(selection.set, selection.fragments).filter((n) => fields[n.name.value]);
    schema = {
      type: 'object',
      properties: Object.fromEntries(
        selected.map((node) => [
          node.alias?.value ?? node.name.value,
          schemaOf(
            fields[node.name.value].type,
            node.selectionSet && { ...selection, set: node.selectionSet },
          ),
        ]),
      ),
    };
  }
  return isNonNullType(type) ? schema : { anyOf: [schema, { type: 'null' }] };
}

export const described = (schema: JsonSchema, description?: string | null): JsonSchema =>
  description ? { ...schema, description } : schema;

/** The fields a selection set asks for, with fragment spreads and inline fragments expanded. */
function selectedFields(set: SelectionSetNode, fragments: Selection['fragments']): FieldNode[] {
  return set.selections.flatMap((node) => {
    if (node.kind === 'Field') return [node];
    const nested = node.kind === 'FragmentSpread' ? fragments.get(node.name.value) : node.selectionSet;
    return nested ? selectedFields(nested, fragments) : [];
  });
}
