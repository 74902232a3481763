import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { restRoutes } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('describes every route of the table in /api/openapi.json', async () => {
    const response = await t.rest('GET', '/api/openapi.json');
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

  it('serves Swagger UI from this server, never from a CDN', async () => {
    const page = await t.rest('GET', '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await t.rest('GET', '/api/docs/static/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });
});
