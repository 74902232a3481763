import { parseNumberInput } from '@common/validation';
import {
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { INVALID_PARAM, matchEnum } from './params';

const INT_RANGE = 2 ** 31;

/**
 * One JSON value read by its GraphQL input type: numbers also from digit strings (Persian digits and
 * separators too), enum values in any spelling the spec uses, unknown object keys dropped. A value of the
 * wrong type adds a message to `errors` (keyed by its path in the body) and reads as undefined, except that
 * an unreadable optional record id reads as no id (null), which the service answers as 'not found'.
 */
export function readJson(
  type: GraphQLInputType,
  value: unknown,
  path: string,
  errors: Record<string, string>,
  hasDefault = false,
): unknown {
  const fail = () => {
    errors[path || 'body'] = INVALID_PARAM(path || 'body');
    return undefined;
  };
  if (value === undefined) return isNonNullType(type) && !hasDefault ? fail() : undefined;
  if (value === null) return isNonNullType(type) ? fail() : null;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, i) => readJson(inner.ofType, item, `${path}.${i}`, errors));
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object' || Array.isArray(value)) return fail();
    const source = value as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const at = path ? `${path}.${field.name}` : field.name;
      const v = readJson(field.type, source[field.name], at, errors, field.defaultValue !== undefined);
      if (v !== undefined) read[field.name] = v;
    }
    return read;
  }
  if (isEnumType(inner)) {
    const match =
      typeof value === 'string'
        ? matchEnum(
            inner.getValues().map((v) => v.name),
            value,
          )
        : undefined;
    return match ?? fail();
  }
  if (!isScalarType(inner)) return fail();
  const scalar = readScalar(inner.name, value);
  if (scalar !== undefined) return scalar;
  return inner.name === 'Int' && !isNonNullType(type) && isRecordId(path) ? null : fail();
}

const isRecordId = (path: string) => /(^|\.)(id|\w+Id)$/.test(path);

/** undefined when the value is not of the scalar's type; scalars of other kinds pass to GraphQL as sent. */
function readScalar(name: string, value: unknown): unknown {
  switch (name) {
    case 'String':
      return typeof value === 'string' ? value : undefined;
    case 'ID':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    case 'Boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'Int':
    case 'SafeInt':
    case 'Float': {
      const n = parseNumberInput(value);
      if (n === null) return null;
      if (!Number.isFinite(n)) return undefined;
      if (name === 'Float') return n;
      const fits = name === 'Int' ? Math.abs(n) < INT_RANGE : Number.isSafeInteger(n);
      return Number.isInteger(n) && fits ? n : undefined;
    }
    default:
      return value;
  }
}
