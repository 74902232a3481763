import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { sessionStore } from '../session/sessionStore';

export const LOGIN_PATH = '/login';

/** True for a GraphQL error coded UNAUTHENTICATED or an HTTP 401 response. */
export function isUnauthenticatedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

/**
 * Clears token and user and sends the browser to the login page, unless this tab is logging out itself:
 * the server revokes the session before it answers, so the live socket's close or another request's 401 can
 * arrive first, and the logout then finishes on its own way.
 */
export function handleUnauthenticated(): void {
  if (sessionStore.isEnding()) return;
  sessionStore.clear();
  if (typeof window !== 'undefined' && window.location.pathname !== LOGIN_PATH) {
    window.location.assign(LOGIN_PATH);
  }
}
