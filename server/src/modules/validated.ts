import { validate } from '@common/validation';
import type * as v from 'valibot';
import { DomainError } from '../errors';

/** Runs a shared form schema; invalid input is a VALIDATION error with the per-field Persian messages. */
export function validated<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.ok) throw new DomainError('VALIDATION', result.message, result.fieldErrors);
  return result.value;
}
