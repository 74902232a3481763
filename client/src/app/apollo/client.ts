import { ApolloClient, ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { sessionStore } from '../session/sessionStore';
import { handleUnauthenticated, isUnauthenticatedError } from './authErrors';
import { createCache } from './cache';
import { readServerState } from './serverState';

export const GRAPHQL_ENDPOINT = '/graphql';

/** Adds `Authorization: Bearer <token>` when a token is stored. */
export const authLink = new ApolloLink((operation, forward) => {
  const token = sessionStore.getToken();
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

/** Any UNAUTHENTICATED GraphQL error or HTTP 401 ends the session and goes to /login. */
export const unauthenticatedLink = new ErrorLink(({ error }) => {
  if (isUnauthenticatedError(error)) handleUnauthenticated();
});

/**
 * The terminating link: multipart requests for file variables (uploadImage), plain POSTs otherwise. The
 * preflight header satisfies Apollo Server's CSRF prevention, which refuses multipart requests without it.
 */
export function createHttpLink(uri: string = GRAPHQL_ENDPOINT): ApolloLink {
  return new UploadHttpLink({ uri, headers: { 'Apollo-Require-Preflight': 'true' } });
}

/**
 * On a server-rendered page the cache starts from the server's answers, so the public pages' queries
 * (cache-first) are answered without a second round trip.
 */
export function createApolloClient(
  uri: string = GRAPHQL_ENDPOINT,
  serverState = readServerState(),
): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([unauthenticatedLink, authLink, createHttpLink(uri)]),
    cache: serverState ? createCache().restore(serverState) : createCache(),
  });
}

export const apolloClient = createApolloClient();
