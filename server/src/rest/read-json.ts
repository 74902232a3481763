import { toLatinDigits } from '@common/digits';
import { fieldLabel, invalidFieldMessage, isRecordIdPath } from '@common/field-labels';
import { enumLabelsByType } from '@common/labels';
import { normalizeSearchText } from '@common/text';
import { intFieldMessage, parseNumberInput } from '@common/validation';
import { matchEnumValue } from '@common/validation/fields';
import {
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { DomainError } from '../errors';

/** A value of the wrong type, its field named by its Persian label: «مقدار «ترتیب نمایش» نامعتبر است». */
export const INVALID_PARAM = invalidFieldMessage;

const INT_RANGE = 2 ** 31;

/** How a value is read: an unreadable optional record id in a JSON body is no id, in a URL a mistake. */
interface Reading {
  errors: Record<string, string>;
  hasDefault?: boolean;
  lenientIds?: boolean;
}

/**
 * One JSON value read by its GraphQL input type: numbers also from digit strings (Persian digits and
 * separators too), enum values in any spelling the spec uses, unknown object keys dropped. A value of the
 * wrong type adds a message to `errors` (keyed by its path in the body) and reads as undefined, except that
 * an unreadable optional record id in a body reads as no id (null), which the service answers as 'not found'.
 */
export function readJson(type: GraphQLInputType, value: unknown, path: string, reading: Reading): unknown {
  const fail = () => {
    reading.errors[path || 'body'] = INVALID_PARAM(path || 'body');
    return undefined;
  };
  const nested = { errors: reading.errors, lenientIds: reading.lenientIds };
  if (value === undefined) return isNonNullType(type) && !reading.hasDefault ? fail() : undefined;
  if (value === null) return isNonNullType(type) ? fail() : null;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const items = Array.isArray(value) ? value : [value];
    return items.map((item, i) => readJson(inner.ofType, item, `${path}.${i}`, nested));
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object' || Array.isArray(value)) return fail();
    const source = value as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const at = path ? `${path}.${field.name}` : field.name;
      const hasDefault = field.defaultValue !== undefined;
      const v = readJson(field.type, source[field.name], at, { ...nested, hasDefault });
      if (v !== undefined) read[field.name] = v;
    }
    return read;
  }
  if (isEnumType(inner)) {
    const names = inner.getValues().map((v) => v.name);
    const labels = Object.hasOwn(enumLabelsByType, inner.name) ? enumLabelsByType[inner.name] : undefined;
    return (typeof value === 'string' && matchEnum(names, value, labels)) || fail();
  }
  if (!isScalarType(inner)) return fail();
  const scalar = readScalar(inner.name, value);
  if (scalar !== undefined) return scalar;
  const noId = reading.lenientIds && inner.name === 'Int' && !isNonNullType(type) && isRecordIdPath(path);
  if (noId) return null;
  const reason =
    inner.name === 'Int' && !isRecordIdPath(path) ? intFieldMessage(fieldLabel(path), value) : null;
  if (!reason) return fail();
  reading.errors[path] = reason;
  return undefined;
}

/**
 * One path or query parameter read by its argument's type, as typed in an address: the first of repeated
 * values, trimmed, in Latin digits; an empty one is absent, a blank one only text. A bad value is a 400
 * naming the parameter.
 */
export function readUrl(name: string, type: GraphQLInputType, raw: unknown, hasDefault = false): unknown {
  const first = Array.isArray(raw) ? raw[0] : raw;
  const text = first === undefined || first === '' ? undefined : toLatinDigits(String(first)).trim();
  const errors: Record<string, string> = {};
  const isText = ['String', 'ID'].includes(getNamedType(type).name);
  const value = readJson(type, text === '' && !isText ? null : text, name, { errors, hasDefault });
  if (value === null && text !== undefined) errors[name] = INVALID_PARAM(name);
  if (errors[name]) throw new DomainError('VALIDATION', errors[name], errors);
  return value;
}

const compact = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();

/**
 * An enum value as the spec writes it ('High School'), as a code, in camel case ('donationDate'), or as its
 * Persian label ('فارسی'; Arabic letters, spacing and the zero-width non-joiner aside).
 */
export function matchEnum(
  values: readonly string[],
  text: string,
  labels?: Readonly<Record<string, string>>,
): string | undefined {
  const label = normalizeSearchText(text);
  return (
    matchEnumValue(values, text) ??
    values.find((value) => compact(value) === compact(text)) ??
    values.find((value) => labels?.[value] !== undefined && normalizeSearchText(labels[value]) === label)
  );
}

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
