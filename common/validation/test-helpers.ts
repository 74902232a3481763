// Helpers for the schema tests.
import type * as v from 'valibot';
import { expect } from 'vitest';
import { validate } from './validate';

/** Asserts that the schema accepts the input and returns the output. */
export function expectValid<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, input);
  if (!result.ok) throw new Error(`expected valid, got ${JSON.stringify(result.fieldErrors)}`);
  return result.value;
}

/** The field errors the schema gives for the input ({} when it is valid). */
export function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = validate(schema, input);
  return result.ok ? {} : result.fieldErrors;
}

/** Asserts the message of one field. */
export function expectError(schema: v.GenericSchema, input: unknown, field: string, message: string): void {
  expect(errorsOf(schema, input)[field]).toBe(message);
}
