import type { FieldErrors } from '../errors';

/** The answer shape of every /api route (spec: success, message, data). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T | null;
  /** Per-field messages for invalid input. */
  errors?: FieldErrors;
}

export const SUCCESS_MESSAGE = 'عملیات با موفقیت انجام شد';

export function ok<T>(data: T, message = SUCCESS_MESSAGE): Envelope<T> {
  return { success: true, message, data };
}

export function fail(message: string, errors?: FieldErrors): Envelope<null> {
  return errors ? { success: false, message, data: null, errors } : { success: false, message, data: null };
}
