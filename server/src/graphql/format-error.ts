import { unwrapResolverError } from '@apollo/server/errors';
import { USER_FACING_EXTENSION } from '@common/error-extensions';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { DomainError, ERROR_KINDS } from '../errors';
import { classifyError } from './classify-error';

export interface FormatErrorOptions {
  /** Drop graphql-js's "Did you mean …?" hints (field names, enum values): they map the schema for a stranger. */
  hideSuggestions: boolean;
}

/** graphql-js ends a message with its suggestions: ' Did you mean "x"?', ' Did you mean the enum value "X"?'. */
const SUGGESTION = /\s*Did you mean\b[\s\S]*$/;

/**
 * Apollo's formatError: domain errors keep their Persian message and get their GraphQL code;
 * anything unexpected becomes INTERNAL_SERVER_ERROR with the generic message, details only in the log.
 */
export function createFormatError(log: FastifyBaseLogger, options: FormatErrorOptions) {
  const format = formatWith(log);
  if (!options.hideSuggestions) return format;
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const result = format(formatted, error);
    if (!SUGGESTION.test(result.message)) return result;
    return { ...result, message: result.message.replace(SUGGESTION, '') };
  };
}

function formatWith(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) return formatDomainError(formatted, original);
    // A refusal before execution (graphql/variable-refusal.ts) carries its domain error too.
    if (error instanceof GraphQLError && error.originalError instanceof DomainError)
      return formatDomainError(formatted, error.originalError);
    if (error instanceof GraphQLError) {
      const classified = classifyError(error);
      if (classified.code !== 'INTERNAL') return formatted;
      log.error({ err: classified.unexpected ?? error, path: formatted.path }, 'unexpected GraphQL error');
    } else if (!formatted.extensions?.code || formatted.extensions.code === 'INTERNAL_SERVER_ERROR') {
      log.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    } else {
      return formatted;
    }
    return {
      message: ERROR_KINDS.INTERNAL.defaultMessage,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: ERROR_KINDS.INTERNAL.graphqlCode, [USER_FACING_EXTENSION]: true },
    };
  };
}

function formatDomainError(formatted: GraphQLFormattedError, error: DomainError): GraphQLFormattedError {
  const kind = ERROR_KINDS[error.code];
  return {
    message: error.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: kind.graphqlCode,
      [USER_FACING_EXTENSION]: true,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    },
  };
}
