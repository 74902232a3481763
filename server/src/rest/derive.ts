import {
  astFromValue,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type OperationDefinitionNode,
  parse,
  print,
} from 'graphql';
import { policyTable } from '../graphql/policies';
import type { FieldMessages } from './field-messages';
import { defaultFragmentOf, sharedFragments } from './fragments';
import { type JsonSchema, schemaOf } from './json-schema';
import { argumentReader, type RestRequest, type UrlParam } from './read-arguments';
import type { AnyRestRow } from './route';

/** A row as the adapter runs it: its operation, its typed reading of the request, its answer's schema. */
export interface ResolvedRoute extends AnyRestRow {
  tag: string;
  summary: string;
  operation: DocumentNode;
  params: Record<string, UrlParam>;
  query: Record<string, UrlParam>;
  /** The operation's variables; a value of the wrong type throws a 400 naming its field. */
  variables: (request: RestRequest) => Record<string, unknown>;
  bodySchema?: JsonSchema;
  /** The envelope's data as OpenAPI describes it (open when the row shapes its own answer). */
  dataSchema: JsonSchema;
}

/** Every row with its operation and its typed reading of the request. */
export function resolveRoutes(
  schema: GraphQLSchema,
  routes: readonly AnyRestRow[],
  fieldMessages: Record<string, FieldMessages> = {},
): ResolvedRoute[] {
  return routes.map((route) => resolveRoute(schema, route, fieldMessages));
}

function resolveRoute(
  schema: GraphQLSchema,
  route: AnyRestRow,
  fieldMessages: Record<string, FieldMessages>,
): ResolvedRoute {
  const asQuery = schema.getQueryType()?.getFields()[route.field];
  const kind = asQuery ? 'query' : 'mutation';
  const field = asQuery ?? schema.getMutationType()?.getFields()[route.field];
  if (!field) throw new Error(`${route.method} ${route.path}: no root field ${route.field} in the schema`);
  const row: AnyRestRow = { ...outcomeOnly(field), ...route };
  const summary = route.summary ?? field.description ?? `${route.method} ${route.path}`;
  const { operation, dataSchema } = operationFor(kind, field, row);
  return {
    ...row,
    tag: tagOf(kind === 'query' ? 'Query' : 'Mutation', route),
    summary,
    operation,
    dataSchema,
    ...argumentReader(field, route, fieldMessages),
  };
}

/** OpenAPI groups an admin field's rows under `admin` by its declared policy; other rows keep their module's tag. */
function tagOf(root: 'Query' | 'Mutation', route: AnyRestRow): string {
  if (policyTable().policies[root][route.field] === 'admin') return 'admin';
  if (route.tag === undefined)
    throw new Error(
      `${route.method} ${route.path}: ${route.field} is no admin field, so its row needs a tag`,
    );
  return route.tag;
}

/** A field answering an ActionResult (an outcome and its message): the envelope's data is null, its message the result's. */
function outcomeOnly(field: GraphQLField<unknown, unknown>): Partial<AnyRestRow> {
  if (getNamedType(field.type).name !== 'ActionResult') return {};
  return { answer: () => null, messageFrom: (data) => (data[field.name] as { message: string }).message };
}

/** `query RestPublicCourse($id: Int!) { publicCourse(id: $id) { ...CourseFields } }` and its fragments. */
function operationFor(
  kind: string,
  field: GraphQLField<unknown, unknown>,
  route: AnyRestRow,
): { operation: DocumentNode; dataSchema: JsonSchema } {
  const declared = field.args.map((arg) => {
    const value = arg.defaultValue === undefined ? null : astFromValue(arg.defaultValue, arg.type);
    return `$${arg.name}: ${String(arg.type)}${value ? ` = ${print(value)}` : ''}`;
  });
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const fragments = new Map<string, FragmentDefinitionNode>();
  const selection = selectionOf(
    getNamedType(field.type),
    fragments,
    route.select,
    `${route.method} ${route.path}`,
  );
  const name = `Rest${field.name[0].toUpperCase()}${field.name.slice(1)}`;
  const text =
    `${kind} ${name}${declared.length ? `(${declared.join(', ')})` : ''} ` +
    `{ ${field.name}${passed.length ? `(${passed.join(', ')})` : ''} ${selection} }`;
  const parsed = parse(text);
  const operation = { ...parsed, definitions: [...parsed.definitions, ...fragments.values()] };
  if (route.answer) return { operation, dataSchema: {} };
  const [root] = (parsed.definitions[0] as OperationDefinitionNode).selectionSet.selections as FieldNode[];
  const selections = new Map([...fragments].map(([name, f]) => [name, f.selectionSet]));
  const output = root.selectionSet && { set: root.selectionSet, fragments: selections };
  return { operation, dataSchema: schemaOf(field.type, output) };
}

/**
 * The selection of an object type: its shared fragment (the row's choice, else `<Type>Fields`), or where the
 * type has none, every field without required arguments, objects by the same rule.
 */
function selectionOf(
  type: GraphQLNamedType,
  fragments: Map<string, FragmentDefinitionNode>,
  chosen: string | undefined,
  where: string,
  depth = 0,
): string {
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) throw new Error(`${where}: ${type.name} is neither an object nor a leaf type`);
  if (depth > 4) throw new Error(`${where}: ${type.name} nests too deep to select without a fragment`);
  const fragment = chosen ? sharedFragments.get(chosen) : defaultFragmentOf(type.name);
  if (chosen && fragment?.on !== type.name)
    throw new Error(`${where}: no fragment ${chosen} on ${type.name}`);
  if (fragment) {
    for (const definition of fragment.definitions) fragments.set(definition.name.value, definition);
    return `{ ...${fragment.name} }`;
  }
  const fields = Object.values(type.getFields())
    .filter((f) => !f.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined))
    .map((f) => `${f.name} ${selectionOf(getNamedType(f.type), fragments, undefined, where, depth + 1)}`);
  return `{ ${fields.join(' ')} }`;
}
