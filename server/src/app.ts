import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { VIDEO_MAX_BYTES } from '@common/constants';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Config } from './config/config';
import { STAND_IN_PREFIX } from './config/payments-config';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { Database } from './db/client';
import { armorOptions } from './graphql/armor';
import {
  type ContextFactory,
  createContextFactory,
  type RequestContext,
  resolverInstancesOf,
} from './graphql/context';
import { createFormatError } from './graphql/format-error';
import { jitGateway } from './graphql/jit-gateway';
import { buildAppSchema } from './graphql/schema';
import { withVariableRefusal } from './graphql/variable-refusal';
import { clientIsBuilt, registerClientFiles, sendClientPage, wantsHtml } from './http/client-files';
import { registerCompression } from './http/compression';
import { registerContentSecurity } from './http/content-security';
import {
  clientErrorHandler,
  frameworkErrorsFor,
  refusalOf,
  registerErrorShapes,
  registerGraphqlStatusGuard,
  sendRefusal,
} from './http/error-shapes';
import { registerGraphqlMultipart, registerMultipartParser } from './http/multipart';
import { registerNulGuard } from './http/reject-nul';
import { loggerOptions, requestLogController } from './http/request-log';
import { timeoutOptions } from './http/timeouts';
import { registerFileRoutes } from './kernel/compose';
import { refuseSubscriptionsOverHttp } from './live/http-subscriptions';
import { registerSubscriptions } from './live/socket-server';
import { createLoaders, createResolvers, createServices, modules, type Services } from './modules';
import { inputFieldMessages } from './modules/input-schemas';
import { registerStandInGateway } from './payments/stand-in-gateway';
import { API_PREFIX, registerRestRoutes } from './rest/adapter';
import { registerApiDocs } from './rest/docs';
import { restRoutesFor } from './rest/routes';
import { loadServerRenderer, type ServerRenderer, sendAppPage } from './ssr/server-renderer';
import { LocalFileStorage } from './storage/local-storage';
import { registerUploadFiles } from './storage/serve-uploads';

export const GRAPHQL_PATH = '/graphql';
/** Tabs of one browser each open one socket; more than this from one session is not a person. */
const MAX_SOCKETS_PER_SESSION = 8;

export interface App {
  fastify: FastifyInstance;
  schema: GraphQLSchema;
  createContext: ContextFactory;
  services: Services;
}

export interface AppOptions {
  config: Config;
  database: Database;
  version: string;
  /** Where the server log goes instead of stdout (the end-to-end tests read one-time codes from it). */
  logStream?: { write(line: string): void };
}

/** Builds the whole HTTP app: /graphql, the /api adapter over the same schema, and the client. */
export async function buildApp({ config, database, version, logStream }: AppOptions): Promise<App> {
  const fastify = Fastify({
    logger: loggerOptions(config, logStream),
    logController: requestLogController(config),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: frameworkErrorsFor(GRAPHQL_PATH),
    clientErrorHandler,
    ...timeoutOptions(config),
  });
  // First of all: Fastify gives each route and plugin the error handler current when it is added.
  registerErrorShapes(fastify, GRAPHQL_PATH);
  registerGraphqlStatusGuard(fastify, GRAPHQL_PATH);
  const services = createServices({ database, config, version, log: fastify.log });
  fastify.addHook('onClose', () => services.pdfPrinter.close());
  const resolvers = createResolvers(services);
  const schema = await buildAppSchema(resolvers);
  const createContext = createContextFactory(
    database.db,
    services.sessions.resolveViewer,
    createLoaders,
    resolverInstancesOf(resolvers),
  );

  await registerContentSecurity(fastify, config);
  await registerCompression(fastify);
  registerNulGuard(fastify, GRAPHQL_PATH);
  registerMultipartParser(fastify);
  await registerGraphql(fastify, schema, createContext, config);
  await registerLiveDoor(fastify, { schema, createContext, services, config });
  // Before the routes it describes: the document is built from the schemas of routes added after it.
  if (config.apiDocs) await registerApiDocs(fastify, version);
  registerRestRoutes(fastify, schema, restRoutesFor(schema), createContext);
  await registerFileRoutes(modules, fastify, { services, createContext });
  if (services.storage instanceof LocalFileStorage) registerUploadFiles(fastify, services.storage);
  if (config.zarinpal.standIn) {
    await registerStandInGateway(fastify, STAND_IN_PREFIX, { callbackOrigins: config.allowedOrigins });
  }
  // Decided once: the client is rebuilt in place (dist/) while a server may be starting.
  const servesClient = config.serveClient && clientIsBuilt();
  const renderer = servesClient
    ? await loadServerRenderer({ schema, createContext, publicUrl: config.publicUrl })
    : null;
  if (servesClient) await registerClientFiles(fastify);
  registerFallbacks(fastify, servesClient, renderer);

  return { fastify, schema, createContext, services };
}

async function registerGraphql(
  fastify: FastifyInstance,
  schema: GraphQLSchema,
  createContext: ContextFactory,
  config: Config,
): Promise<void> {
  const armor = armorOptions(config.isProduction);
  const apollo = new ApolloServer<RequestContext>({
    gateway: withVariableRefusal(jitGateway(schema), inputFieldMessages),
    csrfPrevention: true,
    introspection: !config.isProduction || config.graphiql,
    formatError: createFormatError(fastify.log, { hideSuggestions: config.isProduction }),
    validationRules: armor.validationRules,
    allowBatchedHttpRequests: armor.allowBatchedHttpRequests,
    plugins: [
      ...armor.plugins,
      refuseSubscriptionsOverHttp,
      fastifyApolloDrainPlugin(fastify),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();
  // The largest file any operation takes (a video); busboy refuses a file that reaches its limit, hence + 1.
  // Each upload service holds its own maximum.
  registerGraphqlMultipart(fastify, {
    path: GRAPHQL_PATH,
    limits: { maxFileSize: VIDEO_MAX_BYTES + 1, maxFiles: 5 },
    schema,
    viewerOf: async (request) => (await createContext(request)).viewer,
  });
  const handler = fastifyApolloHandler(apollo, { context: (request) => createContext(request) });
  fastify.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: GRAPHQL_PATH,
    handler: (request, reply) => {
      if (config.graphiql && wantsHtml(request) && clientIsBuilt())
        return sendClientPage(reply, 'graphiql.html');
      return handler.call(
        fastify,
        request as Parameters<typeof handler>[0],
        reply as Parameters<typeof handler>[1],
      );
    },
  });
}

/** Subscriptions over WebSocket on /graphql, with the same viewer, limits and error shapes as over HTTP. */
async function registerLiveDoor(
  fastify: FastifyInstance,
  { schema, createContext, services, config }: Omit<App, 'fastify'> & { config: Config },
): Promise<void> {
  await registerSubscriptions(fastify, {
    path: GRAPHQL_PATH,
    schema,
    createContext,
    resolveViewer: services.sessions.resolveViewer,
    bus: services.live,
    feeds: { notifications: services.notificationFeed },
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    validationRules: armorOptions(config.isProduction).validationRules,
    formatError: createFormatError(fastify.log, { hideSuggestions: config.isProduction }),
    maxSocketsPerSession: MAX_SOCKETS_PER_SESSION,
    maxSocketsPerAddress: config.auth.socketsPerAddress,
    recheckSeconds: config.auth.socketRecheckSeconds,
  });
  fastify.addHook('onClose', () => services.live.close());
}

/**
 * Unknown /api paths answer the envelope (an unknown method on /graphql a GraphQL error); other GETs for a
 * page get the client: public pages rendered here with their data, the rest for the browser to route.
 */
function registerFallbacks(
  fastify: FastifyInstance,
  servesClient: boolean,
  renderer: ServerRenderer | null,
): void {
  const notFound = refusalOf({ statusCode: 404 });
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendAppPage(renderer, request, reply, () => sendClientPage(reply, 'index.html'));
  // The static files' wildcard would answer '/' as a directory.
  if (servesClient) fastify.get('/', sendPage);
  fastify.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(`${API_PREFIX}/`) || request.url === API_PREFIX;
    if (!isApi && servesClient && wantsHtml(request)) return sendPage(request, reply);
    return sendRefusal(request, reply, notFound, GRAPHQL_PATH);
  });
}
