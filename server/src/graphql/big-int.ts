// Sums of money (rial) can pass 2^53, where JSON numbers stop being exact and graphql-scalars' SafeInt
// refuses to answer. The BigInt scalar answers a JSON number while the value is a safe integer and its exact
// decimal string beyond, so no read can break and ordinary amounts stay numbers.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** What a BigInt field may hold on the server: a safe number, a bigint, or the decimal text PostgreSQL gives. */
export type BigIntValue = number | bigint | string;

const WHOLE = /^-?\d+$/;

function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && WHOLE.test(value.trim())) return BigInt(value.trim());
  throw new GraphQLError(`BigInt cannot represent a non-integer value: ${String(value)}`);
}

const SAFE_MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** A JSON number when safe, otherwise the exact decimal string. */
export function serializeBigInt(value: unknown): number | string {
  const n = toBigInt(value);
  return n <= SAFE_MAX && n >= -SAFE_MAX ? Number(n) : n.toString();
}

export const GraphQLBigInt = new GraphQLScalarType<bigint, number | string>({
  name: 'BigInt',
  description:
    'A whole number (money sums in rial): a JSON number while it is a safe integer (|n| < 2^53), ' +
    'otherwise its exact decimal string.',
  serialize: serializeBigInt,
  parseValue: toBigInt,
  parseLiteral(node) {
    if (node.kind === Kind.INT || node.kind === Kind.STRING) return toBigInt(node.value);
    throw new GraphQLError('BigInt expects a whole number or its decimal string', { nodes: node });
  },
});
