import type { GraphQLError } from 'graphql';
import { codeFromGraphqlCode, DomainError, ERROR_KINDS, type ErrorCode, type FieldErrors } from '../errors';

export interface ClassifiedError {
  code: ErrorCode;
  message: string;
  fieldErrors?: FieldErrors;
  /** The thrown error when it was not a domain error, for the log only. */
  unexpected?: unknown;
}

/** One reading of any GraphQL error: its domain code and the message a user may see. */
export function classifyError(error: GraphQLError): ClassifiedError {
  const original = error.originalError;
  if (original instanceof DomainError) {
    return { code: original.code, message: original.message, fieldErrors: original.fieldErrors };
  }
  if (original && isDatabaseUnreachable(original)) {
    return { code: 'UNAVAILABLE', message: ERROR_KINDS.UNAVAILABLE.defaultMessage, unexpected: original };
  }
  if (original && !(original as { extensions?: unknown }).extensions) {
    return { code: 'INTERNAL', message: ERROR_KINDS.INTERNAL.defaultMessage, unexpected: original };
  }
  const code = codeFromGraphqlCode(
    error.extensions?.code ?? (original ? undefined : 'GRAPHQL_VALIDATION_FAILED'),
  );
  if (code === 'INTERNAL')
    return { code, message: ERROR_KINDS.INTERNAL.defaultMessage, unexpected: original ?? error };
  return { code, message: error.message };
}

/** postgres.js connection failures (drizzle wraps them in `cause`): the database is down, not a bug. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
]);

function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
