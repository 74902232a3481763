import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer as serveGraphqlWs } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { allowedOrigin } from '../config/origins';
import type { TrustProxy } from '../config/trust-proxy';
import type { ContextFactory, RequestContext, ViewerResolver } from '../graphql/context';
import { liveMessages } from './live.messages';
import type { LiveBus } from './live-bus';
import type { LiveFeeds } from './live-feeds';
import { clientAddressOf } from './socket-address';
import { SocketAddresses } from './socket-addresses';
import { type LiveSocket, SocketSessions } from './socket-sessions';

export interface SocketServerOptions {
  path: string;
  schema: GraphQLSchema;
  createContext: ContextFactory;
  resolveViewer: ViewerResolver;
  bus: LiveBus;
  feeds: LiveFeeds;
  allowedOrigins: readonly string[];
  trustProxy: TrustProxy;
  validationRules: readonly ValidationRule[];
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** Sockets one session may hold at once (tabs of one browser); more are closed with 4429. */
  maxSocketsPerSession: number;
  /** Sockets one client address may hold at once, signed in or not; more are closed with 4429. */
  maxSocketsPerAddress: number;
  /** How often every socket's token is checked again (expired sessions); revocations are pushed at once. */
  recheckSeconds: number;
}

/** A message a browser sends is a subscription document and a few ids: far below this. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** A socket that has not sent connection_init by then is closed with 4408 (graphql-ws's own default). */
const CONNECTION_INIT_WAIT_MS = 3000;

type ConnectionParams = Record<string, unknown> & { authorization?: unknown };

type SocketExtra = Record<PropertyKey, unknown> & { request: IncomingMessage; authorization?: string };

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the HTTP server's `path`: the upgrade is refused from an
 * origin the site does not allow; the connection's `authorization` parameter is the same bearer token as on
 * HTTP, resolved by the same viewer resolver, and a connection without a live session is refused (4403); one
 * that never says who it is is closed after three seconds (4408). One client address (read as HTTP reads it,
 * under TRUST_PROXY) and one session may each hold only so many sockets (4429 beyond). Each
 * subscription gets a context from the same factory as the other doors. Only subscriptions run here; queries
 * and mutations go over HTTP with its limits. When a member's sessions change (logout, logout everywhere, a
 * password change, an admin's switch-off) the bus tells every process, and each socket of that member whose
 * token no longer resolves is closed with 4401.
 */
export async function registerSubscriptions(fastify: FastifyInstance, options: SocketServerOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const sessions = new SocketSessions(options.maxSocketsPerSession);
  const addresses = new SocketAddresses(options.maxSocketsPerAddress);

  fastify.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== options.path) return refuseUpgrade(socket, 404, 'Not Found');
    const origin = request.headers.origin;
    // Browsers always send Origin on a WebSocket; a foreign one is another site's page using the visitor.
    if (origin !== undefined && !allowedOrigin(options.allowedOrigins, origin))
      return refuseUpgrade(socket, 403, 'Forbidden');
    const address = clientAddressOf(request, options.trustProxy);
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (!addresses.take(address))
        return ws.close(CloseCode.TooManyInitialisationRequests, 'Too many sockets from this address');
      ws.once('close', () => addresses.release(address));
      wss.emit('connection', ws, request);
    });
  });

  const requestOf = (extra: SocketExtra) => ({
    headers: {
      authorization: extra.authorization,
      'user-agent': extra.request.headers['user-agent'],
      origin: extra.request.headers.origin,
    },
    ip: clientAddressOf(extra.request, options.trustProxy),
    log: fastify.log,
  });

  const closeIfSignedOut = async ({
    socket,
    authorization,
  }: {
    socket: LiveSocket;
    authorization: string;
  }) => {
    const viewer = await options.resolveViewer(authorization).catch(() => undefined);
    // undefined: the database did not answer; the next check decides.
    if (viewer === null) socket.close(CloseCode.Unauthorized, 'Unauthorized');
  };

  const stopListening = await options.bus.subscribe('sessions', ({ userId }) => {
    for (const entry of sessions.of(userId)) void closeIfSignedOut(entry);
  });
  const recheck = setInterval(() => {
    for (const entry of sessions.of()) void closeIfSignedOut(entry);
  }, options.recheckSeconds * 1000);
  recheck.unref();

  const server = serveGraphqlWs<ConnectionParams, SocketExtra>(
    {
      connectionInitWaitTimeout: CONNECTION_INIT_WAIT_MS,
      onConnect: async (ctx) => {
        const authorization = ctx.connectionParams?.authorization;
        if (typeof authorization !== 'string' || authorization.length > 4096) return false;
        const viewer = await options.resolveViewer(authorization);
        if (!viewer) return false;
        const socket = ctx.extra.socket;
        if (!sessions.add(socket, viewer, authorization)) {
          socket.close(CloseCode.TooManyInitialisationRequests, 'Too many sockets for this session');
          return false;
        }
        socket.once('close', () => sessions.remove(socket));
        ctx.extra.authorization = authorization;
        return true;
      },
      onSubscribe: (_ctx, _id, payload) => {
        let document: ReturnType<typeof parse>;
        try {
          document = parse(payload.query, { maxTokens: 1000 });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError(liveMessages.unexpected)];
        }
        const errors = validate(options.schema, document, [...specifiedRules, ...options.validationRules]);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== 'subscription') return [new GraphQLError(liveMessages.queriesOverHttp)];
        return {
          schema: options.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
        };
      },
      context: async (ctx): Promise<RequestContext> => {
        try {
          return { ...(await options.createContext(requestOf(ctx.extra))), live: options.feeds };
        } catch (error) {
          // Thrown here, graphql-ws closes the socket with the message as its reason: keep details in the log.
          fastify.log.error({ err: error }, 'live socket: context failed');
          throw new Error(liveMessages.unexpected);
        }
      },
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => options.formatError(error.toJSON(), error)) }
          : undefined,
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => options.formatError(error.toJSON(), error)),
    },
    wss,
  );

  fastify.addHook('onClose', async () => {
    clearInterval(recheck);
    stopListening();
    await server.dispose();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return { sockets: sessions };
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
