import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { LiveFeeds } from '../live/live-feeds';
import type { Loaders, LoadersFactory } from './loaders';
import type { Viewer } from './viewer';

/** What every resolver and service call sees for one request, whichever door it came through. */
export interface RequestContext {
  db: Db;
  viewer: Viewer | null;
  loaders: Loaders;
  ip: string;
  userAgent: string | undefined;
  /** The request's Origin header as sent (never trusted; checked against the allowed origins where used). */
  origin: string | undefined;
  log: FastifyBaseLogger;
  /** This app's resolver instances by class: the shared schema runs each resolver method on its app's one. */
  resolvers: ResolverInstances;
  /** The live event sources; only the WebSocket door (`live/socket-server.ts`) gives them, for subscriptions. */
  live?: LiveFeeds;
}

export interface IncomingRequest {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
  log: FastifyBaseLogger;
}

export type ContextFactory = (request: IncomingRequest) => Promise<RequestContext>;

export type ResolverInstances = ReadonlyMap<unknown, object>;

export const resolverInstancesOf = (resolvers: readonly object[]): ResolverInstances =>
  new Map(resolvers.map((r) => [r.constructor, r]));

export type ViewerResolver = (authorization: string | undefined) => Promise<Viewer | null>;

/** The one context factory: /graphql and the REST adapter both call it. */
export function createContextFactory(
  db: Db,
  resolveViewer: ViewerResolver,
  createLoaders: LoadersFactory,
  resolvers: ResolverInstances,
): ContextFactory {
  return async (request) => {
    const authorization = request.headers.authorization;
    const viewer = await resolveViewer(typeof authorization === 'string' ? authorization : undefined);
    return {
      db,
      viewer,
      loaders: createLoaders(db, viewer),
      ip: request.ip,
      userAgent:
        typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
      origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
      log: request.log,
      resolvers,
    };
  };
}
