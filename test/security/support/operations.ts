import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';
import type { RootType } from '../../../server/src/graphql/policies';

/** One root field of the schema, as the security suites enumerate them. */
export interface RootOperation {
  root: RootType;
  name: string;
  field: GraphQLField<unknown, unknown>;
}

/** Every Query and Mutation field of the schema, in schema order (new operations join by construction). */
export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const out: RootOperation[] = [];
  for (const root of ['Query', 'Mutation'] as const) {
    const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ root, name: field.name, field });
  }
  return out;
}

/** `query Op($a: Int!) { field(a: $a) { __typename } }` with every argument as a variable. */
export function operationText(op: RootOperation, args: readonly GraphQLArgument[] = op.field.args): string {
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const uses = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(op.field.type)) ? '' : ' { __typename }';
  const keyword = op.root === 'Query' ? 'query' : 'mutation';
  return `${keyword} Op${defs ? `(${defs})` : ''} { ${op.name}${uses ? `(${uses})` : ''}${selection} }`;
}

/** The id (or other whole number) an Int argument should carry; undefined for the default 1. */
export type IntFor = (argumentName: string) => number | undefined;

const SCALAR_SAMPLES: Record<string, unknown> = {
  Int: 1,
  Float: 1,
  SafeInt: 1,
  String: 'x',
  ID: '1',
  Boolean: true,
  DateTimeISO: '2025-01-01T00:00:00.000Z',
  Upload: null,
};

/** A minimal value of the right shape: required fields only, the first enum value, small numbers. */
export function minimalValue(type: GraphQLInputType, name: string, intFor: IntFor): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [minimalValue(inner.ofType, name, intFor)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const f of Object.values(inner.getFields())) {
      if (isNonNullType(f.type)) value[f.name] = minimalValue(f.type, f.name, intFor);
    }
    return value;
  }
  if (inner.name === 'Int') return intFor(name) ?? 1;
  if (!(inner.name in SCALAR_SAMPLES)) throw new Error(`no sample for scalar ${inner.name}`);
  return SCALAR_SAMPLES[inner.name];
}

/** Variables for every required argument (and every Int argument, so ids always point somewhere). */
export function minimalVariables(op: RootOperation, intFor: IntFor): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const arg of op.field.args) {
    const isInt = getNamedType(arg.type).name === 'Int';
    if (isNonNullType(arg.type) || (isInt && intFor(arg.name) !== undefined)) {
      variables[arg.name] = minimalValue(arg.type, arg.name, intFor);
    }
  }
  return variables;
}
