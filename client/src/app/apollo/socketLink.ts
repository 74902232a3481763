import { type ApolloClient, ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { type Client, createClient } from 'graphql-ws';
import { sessionStore } from '../session/sessionStore';
import { handleUnauthenticated } from './authErrors';
import { GRAPHQL_ENDPOINT } from './client';

/** The server's close code for a socket whose session ended (logout elsewhere, password change, ban). */
const SIGNED_OUT = 4401;

let current: { token: string; client: Client; link: GraphQLWsLink } | null = null;

/**
 * Closes a session's socket. graphql-ws's `dispose` waits for a connection still being made and rejects when
 * that connection fails; there is nothing left to close then, so the failure is dropped here.
 */
function closeSocket(client: Client): void {
  Promise.resolve(client.dispose()).catch(() => {});
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_ENDPOINT}`;
}

/**
 * One graphql-ws connection per signed-in session, opened with the session's bearer token as the HTTP door
 * uses it. A new token (another member signs in) closes the old socket; a socket the server closes because the
 * session ended signs this tab out as a 401 would.
 */
function socketLink(): GraphQLWsLink {
  const token = sessionStore.getToken() ?? '';
  if (current?.token === token) return current.link;
  if (current) closeSocket(current.client);
  const client = createClient({
    url: socketUrl(),
    lazy: true,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 5,
    // Refused (4403: no live session) or over the cap (4429): no retry; the bell polls instead.
    shouldRetry: (event) => !(event instanceof CloseEvent && event.code >= 4400 && event.code < 4500),
    on: {
      closed: (event) => {
        if (event instanceof CloseEvent && event.code === SIGNED_OUT && sessionStore.getToken() === token) {
          handleUnauthenticated();
        }
      },
    },
  });
  current = { token, client, link: new GraphQLWsLink(client) };
  return current.link;
}

sessionStore.subscribe(() => {
  if (current && current.token !== sessionStore.getToken()) {
    closeSocket(current.client);
    current = null;
  }
});

/** The socket's link for the current token, asked per operation (the token may change between them). */
const liveLink = new ApolloLink((operation) => socketLink().request(operation));

const installed = new WeakSet<ApolloClient>();

/**
 * Splits the client's link: subscriptions over the WebSocket, everything else as before. Called by the
 * signed-in header's bell (its lazy chunk), so graphql-ws never reaches a guest's page.
 */
export function installSubscriptionLink(client: ApolloClient): void {
  if (installed.has(client)) return;
  installed.add(client);
  client.setLink(
    ApolloLink.split((operation) => operation.operationType === 'subscription', liveLink, client.link),
  );
}
