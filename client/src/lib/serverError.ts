import { CombinedGraphQLErrors } from '@apollo/client';
import { USER_FACING_EXTENSION } from '@common/error-extensions';

export interface ServerErrorInfo {
  /** The server's message when it marked it as written for a person, else null (no answer, GraphQL's refusals). */
  message: string | null;
  /** `extensions.code` of the first error ('BAD_USER_INPUT', 'UNAUTHENTICATED' …). */
  code: string | null;
  /** `extensions.fieldErrors`: field name → Persian message. */
  fieldErrors: Record<string, string>;
}

function stringEntries(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Reads what the server said about a failed call; a network failure gives no message and no fields. */
export function readServerError(error: unknown): ServerErrorInfo {
  if (!CombinedGraphQLErrors.is(error)) return { message: null, code: null, fieldErrors: {} };
  const [first] = error.errors;
  const code = first?.extensions?.code;
  return {
    message: first?.message && first.extensions?.[USER_FACING_EXTENSION] === true ? first.message : null,
    code: typeof code === 'string' ? code : null,
    fieldErrors: stringEntries(first?.extensions?.fieldErrors),
  };
}

export interface ErrorFallbacks {
  /** The server answered with an error but said nothing we can show ('ورود ناموفق بود'). */
  rejected: string;
  /** No usable answer at all: network failure, server down ('خطا در ورود. دوباره تلاش کنید'). */
  failed: string;
}

/** The text for the error toast: the server's message, else the fallback for a refusal or a failure. */
export function serverErrorMessage(error: unknown, fallbacks: ErrorFallbacks): string {
  if (!CombinedGraphQLErrors.is(error)) return fallbacks.failed;
  return readServerError(error).message ?? fallbacks.rejected;
}
