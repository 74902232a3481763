import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './settings';

const PRODUCTION_SECRET = 'a-production-secret-of-at-least-32-characters';

describe('configuration', () => {
  it('has safe defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 4000,
      publicUrl: 'http://localhost:4000',
      databaseUrl: undefined,
      seedOnStart: true,
      graphiql: true,
      apiDocs: true,
      requestTimeoutSeconds: 600,
      connectionTimeoutSeconds: 75,
      chromiumPath: '/usr/bin/chromium',
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns demo data and GraphiQL off in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: PRODUCTION_SECRET,
      ZARINPAL_MERCHANT_ID: '3f5c2d1e-8a9b-4c7d-9e0f-112233445566',
      SMS_PROVIDER: 'smsir',
      SMSIR_API_KEY: 'k',
      SMSIR_TEMPLATE_ID: '1',
    };
    expect(loadConfig(production)).toMatchObject({
      seedOnStart: false,
      graphiql: false,
      apiDocs: false,
    });
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['GRAPHIQL', 'maybe'],
    ['API_DOCS', 'maybe'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['CONNECTION_TIMEOUT_SECONDS', 'soon'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
  ])('an invalid %s (%s) stops the start with a message naming it', (name, value) => {
    const read = () => loadConfig({ [name]: value });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(new RegExp(`^Invalid setting ${name}:`));
  });

  it('refuses to seed demo data in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_ON_START: 'true' })).toThrow(/SEED_ON_START/);
  });
});
