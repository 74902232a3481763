import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { execute, type GraphQLSchema } from 'graphql';
import type { ContextFactory } from '../graphql/context';
import { CLIENT_DIST } from '../http/client-files';
import { inlineStylesheets, pageHtml, withoutModulePreloads } from './page-html';
import { PageRenders, type RenderedPage } from './page-renders';

/** The SSR bundle Vite builds from client/src/entry-server.tsx (`npm run build`). */
export const SERVER_ENTRY = fileURLToPath(new URL('../../../dist/server/entry-server.js', import.meta.url));
/** A render slower than this is abandoned and the page is rendered in the browser instead. */
const RENDER_TIMEOUT_MS = 5_000;

type ServerEntry = typeof import('../../../client/src/entry-server');

export interface ServerRenderer {
  /**
   * The rendered page, or null when the path is not a public page (the browser renders it alone), or
   * 'busy' when too many pages are being rendered at once (the browser renders it too).
   */
  render(request: FastifyRequest): Promise<RenderedPage | null> | 'busy';
}

export interface ServerRendererOptions {
  schema: GraphQLSchema;
  createContext: ContextFactory;
  publicUrl: string;
}

/** Null when the client or its server bundle is not built (tests, `npm run dev`): pages then render in the browser. */
export async function loadServerRenderer(options: ServerRendererOptions): Promise<ServerRenderer | null> {
  const template = `${CLIENT_DIST}/index.html`;
  if (!existsSync(SERVER_ENTRY) || !existsSync(template)) return null;
  // Loaded with the first page asked for: a process that only answers /api and /graphql never holds the
  // renderer and React's server code (~40 MB).
  let entry: Promise<ServerEntry> | undefined;
  const loadEntry = () => {
    entry ??= import(pathToFileURL(SERVER_ENTRY).href) as Promise<ServerEntry>;
    return entry;
  };
  const readAsset = (href: string) => {
    const file = path.join(CLIENT_DIST, path.normalize(href).replace(/^(\.\.[/\\])+/, ''));
    return file.startsWith(CLIENT_DIST) && existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const page = withoutModulePreloads(inlineStylesheets(readFileSync(template, 'utf8'), readAsset));
  return createServerRenderer(loadEntry, page, options);
}

export function createServerRenderer(
  loadEntry: () => Promise<ServerEntry>,
  template: string,
  { schema, createContext, publicUrl }: ServerRendererOptions,
): ServerRenderer {
  const renders = new PageRenders();
  return {
    render: (request) => renders.get(request.url, () => renderPage(request)),
  };

  async function renderPage(request: FastifyRequest): Promise<RenderedPage | null> {
    const entry = await loadEntry();
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (!entry.rendersOnServer(pathname)) return null;
    const contextValue = await createContext(request);
    const page = await entry.render({
      url,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      execute: async ({ query, variables, operationName }) => {
        const result = await execute({
          schema,
          document: query,
          variableValues: variables,
          operationName,
          contextValue,
        });
        return { data: result.data, errors: result.errors?.map((error) => error.toJSON()) };
      },
    });
    const head = {
      title: entry.fullTitle(page.meta.title),
      description: page.meta.description ?? entry.DEFAULT_DESCRIPTION,
      url: new URL(pathname, publicUrl).href,
      image: page.meta.image && new URL(page.meta.image, publicUrl).href,
    };
    const html = pageHtml(template, {
      html: page.html,
      head,
      state: page.state,
      stateId: entry.SERVER_STATE_ID,
    });
    return { html, status: page.meta.status ?? 200 };
  }
}

/** Sends the server-rendered page, or the plain client page when it cannot be rendered here. */
export async function sendAppPage(
  renderer: ServerRenderer | null,
  request: FastifyRequest,
  reply: FastifyReply,
  sendClientPage: () => FastifyReply | Promise<FastifyReply>,
) {
  if (renderer) {
    try {
      const rendering = renderer.render(request);
      const page = rendering === 'busy' ? null : await rendering;
      if (page !== null) {
        return reply
          .code(page.status)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.html);
      }
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
    }
  }
  return sendClientPage();
}
