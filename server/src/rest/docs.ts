import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './adapter';
import { registerOpenApi } from './openapi';

/**
 * GET /api/openapi.json (built from the schemas of the routes added after this call) and GET /api/docs
 * (Swagger UI from @fastify/swagger-ui, served locally).
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await registerOpenApi(app, version);
  app.get(`${API_PREFIX}/openapi.json`, async () => app.swagger());
  // Tags start closed, with a filter box: all 140-odd operations open at once left Swagger UI rendering only
  // the first few in Chromium.
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    uiConfig: { docExpansion: 'none', filter: true },
  });
}
