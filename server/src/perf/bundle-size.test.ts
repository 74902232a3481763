import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../../../scripts/client-build.mjs';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDriver } from '../testing/test-database';
import { CLIENT_DIST, LANDING_TARGET_KB, landingBundle } from './bundle';

// The built client is shared by the projects; one database driver is enough to measure it.
describe.skipIf(testDriver !== 'pglite')('landing route bundle', () => {
  let t: TestApp;
  beforeAll(async () => {
    ensureClientBuilt();
    t = await createTestApp({ SERVE_CLIENT: 'true' });
  }, 300_000);
  afterAll(() => t?.close());

  it(`sends a phone at most ${LANDING_TARGET_KB} KB of JavaScript for the landing route (brotli, as transferred)`, async () => {
    const bundle = landingBundle();
    expect(bundle.chunks.length, 'no chunks found from dist/client/index.html').toBeGreaterThan(0);
    // A build made with NODE_ENV other than production carries React's development code.
    const development = bundle.chunks.some((c) =>
      readFileSync(path.join(CLIENT_DIST, c.file), 'utf8').includes('recentlyCreatedOwnerStacks'),
    );
    expect(development, 'dist/client holds a development build; run `npm run build`').toBe(false);

    let transferred = 0;
    const report: string[] = [];
    for (const chunk of bundle.chunks) {
      const response = await t.app.fastify.inject({
        method: 'GET',
        url: `/${chunk.file}`,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.statusCode, chunk.file).toBe(200);
      expect(response.headers['content-encoding'], chunk.file).toBe('br');
      transferred += response.rawPayload.length;
      report.push(`${chunk.file} ${(response.rawPayload.length / 1024).toFixed(1)} KB`);
    }
    expect(transferred / 1024, report.join('\n')).toBeLessThanOrEqual(LANDING_TARGET_KB);
  });
});
