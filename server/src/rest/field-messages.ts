import { validate } from '@common/validation';
import type * as v from 'valibot';

/** The per-field Persian messages the service's shared schema gives an input (empty when it passes). */
export type FieldMessages = (input: Record<string, unknown>) => Record<string, string>;

/**
 * The messages of the shared schema a service validates an input with, so the REST door answers a value of
 * the wrong JSON type with that field's own message (what the form shows for it). `reshape` fills what the
 * service defaults before validating.
 */
export const fieldMessagesOf =
  (schema: v.GenericSchema, reshape = (input: Record<string, unknown>) => input): FieldMessages =>
  (input) => {
    const result = validate(schema, reshape(input));
    return result.ok ? {} : (result.fieldErrors ?? {});
  };
