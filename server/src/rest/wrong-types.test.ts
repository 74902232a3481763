import { fieldLabel } from '@common/field-labels';
import { describe, expect } from 'vitest';
import { it } from '../testing/fixtures';

type JsonSchema = {
  type?: string;
  enum?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ name: string }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

let doc: OpenApi;
it.beforeAll(async ({ app }) => {
  doc = (await app.rest('GET', '/api/openapi.json')).json() as OpenApi;
});

const PERSIAN = /[\u0600-\u06FF]/;

/**
 * A JSON value that is not of the field's declared type. One value stands for a list of one (as in GraphQL), so
 * a list gets a value its items cannot be.
 */
function wrongValueFor(schema: JsonSchema): unknown {
  const type = schema.type ?? schema.anyOf?.find((s) => s.type !== 'null')?.type;
  if (type === 'string') return true;
  if (type === 'boolean') return 'maybe';
  if (type === 'array') return schema.items ? wrongValueFor(schema.items) : 7;
  return 'abc';
}

/** Every JSON body field of every /api row, as [method, path, field, schema]. */
function bodyFields(): [string, string, string, JsonSchema][] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const body = operation.requestBody?.content['application/json']?.schema;
      const properties = body?.properties ?? body?.anyOf?.find((s) => s.properties)?.properties ?? {};
      return Object.entries(properties).map(
        ([field, schema]) =>
          [method.toUpperCase(), path, field, schema] as [string, string, string, JsonSchema],
      );
    }),
  );
}

describe('a body field of the wrong JSON type', () => {
  it('is answered on every row with a 400 and a Persian message on that field', async ({ app, asAdmin }) => {
    const fields = bodyFields();
    expect(fields.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const [method, path, field, schema] of fields) {
      const url = path.replace(/\{(\w+)\}/g, '1');
      const response = await app.rest(method, url, { [field]: wrongValueFor(schema) }, asAdmin.headers);
      const answer = response.json() as {
        success: boolean;
        message: string;
        errors?: Record<string, string>;
      };
      // An unreadable optional record id names no record: the service answers as it does for none.
      const noRecord =
        /Id$|^id$/.test(field) && [400, 404].includes(response.statusCode) && !answer.errors?.[field];
      // A list's message may sit on its first item (`ids.0`).
      const onField = Object.entries(answer.errors ?? {}).find(
        ([k]) => k === field || k.startsWith(`${field}.`),
      );
      const named = response.statusCode === 400 && PERSIAN.test(onField?.[1] ?? '');
      // The spec reads a payment method's unreadable order as 0 (doc 3 §5).
      const readAsZero = field === 'sortOrder' && path.startsWith('/api/admin/payment-methods');
      if (!noRecord && !named && !readAsZero)
        problems.push(`${method} ${url} ${field}: ${response.statusCode} ${response.body}`);
    }
    expect(problems).toEqual([]);
  });

  it("gets the field's own message where the service's shared schema has one", async ({ app, asAdmin }) => {
    const newsletter = await app.rest('POST', '/api/newsletter', { email: 42 });
    expect(newsletter.json().errors).toEqual({ email: expect.stringMatching(/ایمیل/) });
    const settings = await app.rest(
      'PUT',
      '/api/auth/notification-settings',
      { newsletter: 'yes' },
      asAdmin.headers,
    );
    expect(settings.statusCode).toBe(400);
    expect(settings.json().errors).toEqual({ newsletter: 'مقدار «خبرنامه» نامعتبر است' });
    const landing = await app.rest('GET', '/api/admin/landing-content/abc', undefined, asAdmin.headers);
    expect(landing.json().errors).toEqual({ id: 'مقدار «شناسه» نامعتبر است' });
  });

  it('is named by its Persian label: every field and parameter of every row has one', () => {
    const parameters = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) => operation.parameters?.map((p) => p.name) ?? []),
    );
    const names = new Set([...bodyFields().map(([, , field]) => field), ...parameters]);
    expect([...names].filter((name) => fieldLabel(name) === name)).toEqual([]);
  });

  it('reads numbers and enums the way people write them', async ({ app, asAdmin }) => {
    const list = await app.rest(
      'GET',
      '/api/admin/donations?sortBy=amount&sortDir=asc&size=۵',
      undefined,
      asAdmin.headers,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.size).toBe(5);
  });
});
