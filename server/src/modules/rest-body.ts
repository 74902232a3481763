// Reading a JSON request body of the REST door loosely, so that a wrong type reaches the service's shared
// validation (and its Persian message) instead of failing GraphQL's variable coercion.
import { parseNumberInput } from '@common/validation';
import type { RestInput } from '../rest/route';

export const bodyObject = ({ body }: RestInput): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A JSON number or a string of digits (Persian digits and separators too); anything else is null. */
export function readNumber(value: unknown): number | null {
  const n = parseNumberInput(value);
  return n === null || Number.isNaN(n) ? null : n;
}

/** A whole number that fits GraphQL's Int, else null. */
export function readInt(value: unknown): number | null {
  const n = readNumber(value);
  return n !== null && Number.isInteger(n) && Math.abs(n) < 2 ** 31 ? n : null;
}

export const readText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const readBoolean = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
