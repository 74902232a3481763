import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../../../scripts/client-build.mjs';
import { testDriver } from '../testing/test-database';
import { CLIENT_DIST, LANDING_LIMIT_KB, landingBundle } from './bundle';

describe.skipIf(testDriver !== 'pglite')('landing route bundle', () => {
  it(`downloads at most ${LANDING_LIMIT_KB} KB of gzipped JavaScript`, { timeout: 300_000 }, () => {
    ensureClientBuilt();
    const bundle = landingBundle();
    const report = bundle.chunks.map((c) => `${c.file} ${(c.gzipBytes / 1024).toFixed(1)} KB`).join('\n');
    expect(bundle.chunks.length, 'no chunks found from dist/client/index.html').toBeGreaterThan(0);
    // A build made with NODE_ENV other than production carries React's development code.
    const development = bundle.chunks.some((c) =>
      readFileSync(path.join(CLIENT_DIST, c.file), 'utf8').includes('recentlyCreatedOwnerStacks'),
    );
    expect(development, 'dist/client holds a development build; run `npm run build`').toBe(false);
    expect(bundle.totalGzipKb, report).toBeLessThanOrEqual(LANDING_LIMIT_KB);
  });
});
