import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../../../scripts/client-build.mjs';
import { landingBundle } from '../perf/bundle';
import { insertProgram } from '../testing/fundraising';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDriver } from '../testing/test-database';
import { CLIENT_DIST } from './client-files';

let t: TestApp;
beforeAll(async () => {
  if (testDriver === 'pglite') ensureClientBuilt();
  t = await createTestApp({ SERVE_CLIENT: 'true' });
  for (let i = 0; i < 12; i++) await insertProgram(t, { name: `برنامه‌ی فشرده‌سازی ${i}` });
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.fastify.inject({ method: 'GET', url, headers });

const decoded = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('compressed answers', () => {
  it.each(['br', 'gzip'])(
    'sends a large /api list as %s when accepted, the same JSON once decoded',
    async (encoding) => {
      const plain = await get('/api/programs?size=50', {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const packed = await get('/api/programs?size=50', { 'accept-encoding': encoding });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('accept-encoding');
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(encoding, packed.rawPayload).toString())).toEqual(plain.json());
    },
  );

  it('prefers brotli for a GraphQL answer when both are accepted', async () => {
    const response = await t.app.fastify.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      payload: JSON.stringify({
        query: '{ publicPrograms(page: 0, size: 50) { content { id name description } } }',
      }),
    });
    expect(response.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(decoded('br', response.rawPayload).toString());
    expect(answer.data.publicPrograms.content.length).toBeGreaterThanOrEqual(12);
  });

  it('leaves a small answer as it is', async () => {
    const response = await get('/api/public/health', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

// The built client is shared by the projects; one database driver is enough for the static files.
describe.skipIf(testDriver !== 'pglite')('the built client, compressed', () => {
  // The landing route's largest script (the entry itself is a stub below the compression threshold).
  const landingScript = () => `/${landingBundle().chunks[0].file}`;

  it('serves a hashed script precompressed at build time, brotli and gzip', async () => {
    const script = landingScript();
    const file = path.join(CLIENT_DIST, script);
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const response = await get(script, { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.rawPayload.equals(readFileSync(`${file}${suffix}`))).toBe(true);
      expect(decoded(encoding, response.rawPayload).equals(readFileSync(file))).toBe(true);
    }
    const plain = await get(script, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(file))).toBe(true);
  });

  it('compresses a server-rendered page', async () => {
    const response = await get('/programs', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded('br', response.rawPayload).toString()).toContain('برنامه‌ی فشرده‌سازی');
  });
});
