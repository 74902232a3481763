import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './adapter';
import { registerOpenApi } from './openapi';

const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS = { 'swagger-ui.css': 'text/css', 'swagger-ui-bundle.js': 'text/javascript' } as const;

const PAGE = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="utf-8"><title>API</title>
<link rel="stylesheet" href="${API_PREFIX}/docs/swagger-ui.css"></head>
<body><div id="docs"></div><script src="${API_PREFIX}/docs/swagger-ui-bundle.js"></script>
<script src="${API_PREFIX}/docs/init.js"></script></body></html>`;

// Tags start closed, with a filter box: all 140-odd operations open at once left Swagger UI rendering only the
// first few in Chromium.
const INIT = `window.ui = SwaggerUIBundle({ url: '${API_PREFIX}/openapi.json', dom_id: '#docs', docExpansion: 'none', filter: true });`;

/**
 * GET /api/openapi.json (built from the schemas of the routes added after this call) and GET /api/docs
 * (Swagger UI, served locally).
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await registerOpenApi(app, version);
  app.get(`${API_PREFIX}/openapi.json`, async () => app.swagger());
  app.get(`${API_PREFIX}/docs`, async (_request, reply) => reply.type('text/html').send(PAGE));
  app.get(`${API_PREFIX}/docs/init.js`, async (_request, reply) => reply.type('text/javascript').send(INIT));
  for (const [file, type] of Object.entries(ASSETS)) {
    app.get(`${API_PREFIX}/docs/${file}`, async (_request, reply) =>
      reply
        .type(type)
        .header('Cache-Control', 'public, max-age=86400')
        .send(await readFile(path.join(SWAGGER_DIR, file))),
    );
  }
}
