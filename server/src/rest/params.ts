import { toLatinDigits } from '@common/digits';
import { matchEnumValue } from '@common/validation/fields';
import { DomainError } from '../errors';
import type { ParamSpec } from './route';

export const INVALID_PARAM = (name: string) => `مقدار «${name}» نامعتبر است`;

const invalid = (name: string) =>
  new DomainError('VALIDATION', INVALID_PARAM(name), { [name]: INVALID_PARAM(name) });

/** Reads one URL parameter by its declared type; a bad value is a 400 naming the parameter. */
export function readParam(
  name: string,
  spec: ParamSpec,
  raw: unknown,
): number | string | boolean | undefined {
  if (raw === undefined || raw === '') {
    if (spec.default !== undefined) return spec.default;
    if (spec.required) throw invalid(name);
    return undefined;
  }
  const text = toLatinDigits(String(Array.isArray(raw) ? raw[0] : raw)).trim();
  switch (spec.type) {
    case 'int': {
      const n = Number(text);
      if (!/^-?\d{1,15}$/.test(text) || n > 2_147_483_647 || n < -2_147_483_648) throw invalid(name);
      return n;
    }
    case 'number': {
      const n = Number(text);
      if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(n)) throw invalid(name);
      return n;
    }
    case 'boolean':
      if (text === 'true') return true;
      if (text === 'false') return false;
      throw invalid(name);
    default:
      return spec.values ? oneOf(name, spec.values, text) : text;
  }
}

export function readParams(
  specs: Record<string, ParamSpec> | undefined,
  source: Record<string, unknown>,
  required: boolean,
): Record<string, number | string | boolean> {
  const values: Record<string, number | string | boolean> = {};
  for (const [name, spec] of Object.entries(specs ?? {})) {
    const value = readParam(name, { required, ...spec }, source[name]);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

const compact = (text: string) => text.replace(/[\s_-]+/g, '').toLowerCase();

/** An enum value as the spec writes it ('High School'), as a code, or in camel case ('donationDate'). */
export function matchEnum(values: readonly string[], text: string): string | undefined {
  return matchEnumValue(values, text) ?? values.find((value) => compact(value) === compact(text));
}

function oneOf(name: string, values: readonly string[], text: string): string {
  const match = matchEnum(values, text);
  if (match === undefined) throw invalid(name);
  return match;
}
