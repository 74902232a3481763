import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { readServerError } from '../../lib/serverError';

export const CONTACT_ERRORS = {
  invalidData: 'اطلاعات ارسالی نامعتبر است. لطفاً فیلدها را بررسی کنید.',
  server: 'خطای سرور؛ لطفاً کمی بعد دوباره تلاش کنید.',
  submit: 'خطا در ارسال پیام. لطفاً دوباره تلاش کنید.',
} as const;

export interface ContactSubmitError {
  message: string;
  fieldErrors: Record<string, string>;
}

/** GraphQL's own (English) refusals: a bad request is 'invalid data', an internal error 'server error'. */
function messageForCode(code: string | null): string {
  if (code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_REQUEST')
    return CONTACT_ERRORS.invalidData;
  if (code === 'INTERNAL_SERVER_ERROR') return CONTACT_ERRORS.server;
  return CONTACT_ERRORS.submit;
}

/**
 * What to tell the sender when a message fails (spec doc 2 §8): the server's message for people, with
 * its per-field messages; otherwise by HTTP status: 400 'invalid data', 500 and above 'server error',
 * anything else (no connection …) 'submit error'.
 */
export function contactSubmitError(error: unknown): ContactSubmitError {
  if (CombinedGraphQLErrors.is(error)) {
    const { message, code, fieldErrors } = readServerError(error);
    return { message: message ?? messageForCode(code), fieldErrors };
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 400) return { message: CONTACT_ERRORS.invalidData, fieldErrors: {} };
    if (error.statusCode >= 500) return { message: CONTACT_ERRORS.server, fieldErrors: {} };
  }
  return { message: CONTACT_ERRORS.submit, fieldErrors: {} };
}
