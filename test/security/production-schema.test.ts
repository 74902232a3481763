import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: 'production',
    JWT_SECRET: 'a-production-like-secret-of-enough-length-0123456789',
    ZARINPAL_MERCHANT_ID: '1b2c3d4e-1111-2222-3333-444455556666',
    SEED_ON_START: 'false',
  });
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
