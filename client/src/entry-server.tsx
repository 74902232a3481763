/**
 * The server's way into the client: renders a public route to HTML with its data (Apollo's prerenderStatic
 * re-renders until every query has answered) and hands back the Apollo cache, so the browser hydrates the
 * same markup without asking again. Built by Vite as an SSR bundle (dist/server) and loaded by
 * server/src/ssr/. The server supplies `execute`, which runs an operation on the app's schema in process.
 */
import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppRoutes } from './app/AppRoutes';
import { createCache } from './app/apollo/cache';
import { type PageMeta, PageMetaCollector } from './app/head/pageMeta';
import { preloadAllPages } from './app/lazyPage';

export { SERVER_STATE_ID } from './app/apollo/serverState';
export { DEFAULT_DESCRIPTION, fullTitle } from './app/head/pageMeta';

import { AppProviders } from './app/providers/AppProviders';
import { appRoutes, isServerRenderedRoute } from './app/router';

export interface ServerOperation {
  query: DocumentNode;
  variables: OperationVariables;
  operationName: string | undefined;
}

export interface RenderRequest {
  url: string;
  execute: (operation: ServerOperation) => Promise<FormattedExecutionResult>;
  signal?: AbortSignal;
}

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  /** The Apollo cache after the render, for `InMemoryCache.restore` in the browser. */
  state: unknown;
}

/** True for the public routes rendered on the server (not member, admin or unknown paths). */
export function rendersOnServer(pathname: string): boolean {
  const matches = matchRoutes(appRoutes, pathname);
  return Boolean(matches?.some((match) => isServerRenderedRoute(match.route)));
}

function inProcessLink(execute: RenderRequest['execute']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: operation.query,
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

let pagesLoaded: Promise<void> | undefined;

export async function render({ url, execute, signal }: RenderRequest): Promise<RenderedPage> {
  pagesLoaded ??= preloadAllPages();
  await pagesLoaded;
  const client = new ApolloClient({
    ssrMode: true,
    link: inProcessLink(execute),
    cache: createCache(),
  });
  const meta: PageMeta = {};
  const tree = (
    <AppProviders client={client}>
      <PageMetaCollector.Provider value={meta}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </PageMetaCollector.Provider>
    </AppProviders>
  );
  const { result } = await prerenderStatic({
    tree,
    signal,
    maxRerenders: 5,
    // Without a chunk size limit React inlines every finished boundary instead of outlining large ones behind
    // an inline script (which the Content-Security-Policy would block).
    renderFunction: (node) =>
      prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
  });
  return { html: result, meta, state: client.extract() };
}
