import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-like-secret-of-enough-length-0123456789',
  ZARINPAL_MERCHANT_ID: '1b2c3d4e-1111-2222-3333-444455556666',
  SEED_ON_START: 'false',
  SMS_PROVIDER: 'smsir',
  SMSIR_API_KEY: 'k',
  SMSIR_TEMPLATE_ID: '1',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PRODUCTION);
});
afterAll(() => t.close());

describe('the schema is not mapped for strangers in production', () => {
  it('refuses introspection', async () => {
    const answer = await t.gql('{ __schema { types { name } } }');
    expect(answer.data ?? undefined).toBeUndefined();
    expect(answer.errors?.[0].message).toMatch(/introspection/i);
  });

  it('hides field suggestions', async () => {
    const answer = await t.gql('{ healt { status } }');
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer.errors)).not.toMatch(/did you mean/i);
    expect(JSON.stringify(answer.errors)).not.toContain('health');
  });

  it('keeps suggestions outside production, where they help', async () => {
    const dev = await createTestApp();
    try {
      expect(JSON.stringify((await dev.gql('{ healt { status } }')).errors)).toMatch(/did you mean/i);
    } finally {
      await dev.close();
    }
  });
});

describe('enum values are not suggested to strangers in production', () => {
  const literal = '{ activePaymentMethods(usage: COURS) { id } }';
  const variable = 'query($usage: PaymentUsageScope!) { activePaymentMethods(usage: $usage) { id } }';

  it('hides "Did you mean the enum value" in literals and variables, keeping the refusal', async () => {
    for (const answer of [await t.gql(literal), await t.gql(variable, { usage: 'COURS' })]) {
      expect(answer.data ?? undefined).toBeUndefined();
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(answer.errors?.[0].extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
      const text = JSON.stringify(answer.errors);
      expect(text).not.toMatch(/did you mean/i);
      expect(text).not.toContain('"COURSE"');
    }
  });

  it('keeps them outside production', async () => {
    const dev = await createTestApp();
    try {
      expect(JSON.stringify((await dev.gql(literal)).errors)).toMatch(/did you mean the enum value/i);
    } finally {
      await dev.close();
    }
  });
});

describe('the REST map is not published in production', () => {
  it('answers 404 for /api/openapi.json and /api/docs unless API_DOCS turns them on', async () => {
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/swagger-ui-bundle.js']) {
      const response = await t.rest('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'مسیر درخواستی یافت نشد' });
    }
    const documented = await createTestApp({ ...PRODUCTION, API_DOCS: 'true' });
    try {
      expect((await documented.rest('GET', '/api/openapi.json')).statusCode).toBe(200);
      expect((await documented.rest('GET', '/api/docs')).statusCode).toBe(200);
    } finally {
      await documented.close();
    }
  });
});
