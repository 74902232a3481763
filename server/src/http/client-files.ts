import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CLIENT_DIST = fileURLToPath(new URL('../../../dist/client', import.meta.url));

export function clientIsBuilt(): boolean {
  return existsSync(`${CLIENT_DIST}/index.html`);
}

/** The built client: hashed assets cached for a year, HTML always revalidated. */
export async function registerClientFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: CLIENT_DIST,
    prefix: '/',
    // '/' is a page like any other: the not-found handler renders it (server/src/ssr).
    index: false,
    // The build writes .br and .gz beside each text asset (client/vite.config.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes('/assets/');
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

export function sendClientPage(reply: FastifyReply, page: 'index.html' | 'graphiql.html') {
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile(page, CLIENT_DIST);
}
