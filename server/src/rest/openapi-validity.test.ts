import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect } from 'vitest';
import { seed } from '../db/seed/seed';
import { it } from '../testing/fixtures';
import { samplePath } from '../testing/rest-paths';
import { restRoutes, restRoutesFor } from './routes';

interface OpenApiOperation {
  operationId: string;
  responses: Record<string, { content?: { 'application/json'?: { schema: object } } }>;
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

let doc: OpenApiDocument;

it.beforeAll(async ({ app }) => {
  await seed(app.db);
  doc = (await app.rest('GET', '/api/openapi.json')).json();
});

describe("the OpenAPI document, as REST callers' tools read it", () => {
  it('passes a maintained OpenAPI 3.1 validator', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation its own id', () => {
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    // Every row of the table, and the eight file routes the next test names.
    expect(ids.length).toBe(restRoutes.length + 8);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the routes that answer a file: receipts, the statement, certificates and CSV exports', () => {
    const fileType = (path: string) =>
      Object.keys(doc.paths[path]?.get?.responses['200']?.content ?? {}).join(' ');
    expect(fileType('/api/user/donations/{id}/receipt.pdf')).toBe('application/pdf');
    expect(fileType('/api/receipts/{id}/receipt.html')).toBe('text/html');
    expect(fileType('/api/user/donations/statement.pdf')).toBe('application/pdf');
    expect(fileType('/api/certificates/{id}/pdf')).toBe('application/pdf');
    expect(fileType('/api/admin/export/{file}')).toBe('text/csv');
  });

  it('lists only routes the server has', ({ app }) => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      for (const method of Object.keys(methods)) {
        expect(app.fastify.hasRoute({ method: method.toUpperCase(), url }), `${method} ${url}`).toBe(true);
      }
    }
  });

  it("describes each GET route's real answer: every one validates against its declared schema", async ({
    app,
    asAdmin,
  }) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const checked: string[] = [];
    for (const route of restRoutesFor(app.app.schema).filter((r) => r.method === 'GET' && !r.redirect)) {
      const operation = doc.paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`].get;
      const url = `/api${samplePath(route)}`;
      const response = await app.rest('GET', url, undefined, asAdmin.headers);
      const declared =
        operation.responses[String(response.statusCode)]?.content?.['application/json']?.schema;
      expect(declared, `${url} answered ${response.statusCode}, which is not documented`).toBeDefined();
      const validate = ajv.compile(declared as object);
      expect(validate(response.json()) ? [] : validate.errors, url).toEqual([]);
      checked.push(url);
    }
    expect(checked.length).toBeGreaterThan(30);
    // The schemas hold something: an answer of the wrong shape is refused.
    const slides = doc.paths['/api/public/slides'].get.responses['200'].content?.['application/json']?.schema;
    const wrong = { success: true, message: 'ok', data: [{ id: 1, imageUrl: 5 }] };
    expect(ajv.compile(slides as object)(wrong)).toBe(false);
  });
});
