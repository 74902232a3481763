import { describe, expect } from 'vitest';
import { it } from '../testing/fixtures';
import { resolveRoutes } from './derive';
import { adminRow } from './route';
import { restRoutes } from './routes';

describe('API documentation', () => {
  it('describes every route of the table in /api/openapi.json', async ({ app }) => {
    const response = await app.rest('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of restRoutes) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    const layout = doc.paths['/api/public/page-layout/{id}'].get;
    expect(layout.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }),
    ]);
    const slides = doc.paths['/api/public/slides'].get.responses['200'].content['application/json'].schema;
    expect(slides.properties.data.type).toBe('array');
    expect(slides.properties.data.items.properties.imageUrl).toEqual({ type: 'string' });
    // Fields selected through fragments are described too.
    const methods =
      doc.paths['/api/public/payment-methods/programs/active'].get.responses['200'].content[
        'application/json'
      ].schema;
    expect(Object.keys(methods.properties.data.items.properties)).toEqual(
      expect.arrayContaining(['code', 'displayNameFa', 'config']),
    );
  });

  it("files an admin field's rows under admin by its policy, and refuses an untagged row of another field", async ({
    app,
  }) => {
    const doc = (await app.rest('GET', '/api/openapi.json')).json();
    expect(doc.paths['/api/admin/audit'].get.tags).toEqual(['admin']);
    expect(doc.paths['/api/programs/{id}/participants'].put.tags).toEqual(['admin']);
    expect(doc.paths['/api/admin/settings'].get.tags).toEqual(['admin']);
    expect(doc.paths['/api/settings'].get.tags).toEqual(['public']);
    expect(() => resolveRoutes(app.app.schema, [adminRow('GET', '/settings-again', 'siteSettings')])).toThrow(
      'GET /settings-again: siteSettings is no admin field, so its row needs a tag',
    );
  });

  it('serves Swagger UI from this server, never from a CDN', async ({ app }) => {
    const page = await app.rest('GET', '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await app.rest('GET', '/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });
});
