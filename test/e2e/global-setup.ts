import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt, ROOT } from '../../scripts/client-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder after one real first start (migrated, demo content seeded); each file starts from a copy. */
    e2eSeededDataDir: string;
  }
}

/**
 * The end-to-end tests drive the built client: build it when it is missing or older than its sources. The
 * first start's migration and seeding (about 10 s) runs once here, in a child process, instead of per file.
 */
export default function setup(project: TestProject): () => void {
  ensureClientBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charity-e2e-seeded-'));
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'test/e2e/support/seeded-site.ts'), dataDir],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The seeded end-to-end site could not be prepared (see above)');
  project.provide('e2eSeededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
