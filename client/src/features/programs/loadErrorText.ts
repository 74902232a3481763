import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';

export const CONNECTION_ERROR = 'ارتباط با سرور برقرار نشد. لطفاً بعداً تلاش کنید.';

/** The text for a failed read: `fallback` when the server answered, the connection message when it did not. */
export function loadErrorText(error: unknown, fallback: string): string {
  const answered = CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error);
  return answered ? fallback : CONNECTION_ERROR;
}
