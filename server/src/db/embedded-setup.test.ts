import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDriver } from '../testing/test-database';
import { openDatabase } from './client';
import { embeddedDatabaseIsNew, setUpEmbeddedDatabase } from './embedded-setup';

const root = mkdtempSync(path.join(tmpdir(), 'embedded-setup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(testDriver !== 'pglite')('first-time set-up of the embedded database', () => {
  it('creates, migrates and seeds it in a child process, then the server opens it as it is', {
    timeout: 120_000,
  }, async () => {
    const dir = path.join(root, 'pglite');
    expect(embeddedDatabaseIsNew(dir)).toBe(true);
    await setUpEmbeddedDatabase(dir, true);
    expect(embeddedDatabaseIsNew(dir)).toBe(false);
    const database = openDatabase({ pgliteDir: dir });
    try {
      const programs = await database.db.execute(sql`select count(*)::int as n from programs`);
      const rows =
        (programs as unknown as { rows?: Array<{ n: number }> }).rows ??
        (programs as unknown as Array<{ n: number }>);
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('never shows a half-made database where a start would open it, and starts a stopped one over', {
    timeout: 180_000,
  }, async () => {
    const dir = path.join(root, 'watched', 'pglite');
    mkdirSync(`${dir}.partial`, { recursive: true });
    writeFileSync(`${dir}.partial/PG_VERSION`, 'left by a set-up that was stopped');
    let settled = false;
    const setUp = setUpEmbeddedDatabase(dir, false).finally(() => {
      settled = true;
    });
    let seenBeforeDone = false;
    while (!settled) {
      if (!embeddedDatabaseIsNew(dir)) seenBeforeDone = true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await setUp;
    expect(seenBeforeDone).toBe(false);
    expect(embeddedDatabaseIsNew(dir)).toBe(false);
    expect(existsSync(`${dir}.partial`)).toBe(false);
  });

  it('says so when the set-up fails, instead of starting on a half-made database', {
    timeout: 60_000,
  }, async () => {
    const file = path.join(root, 'not-a-folder');
    await import('node:fs').then((fs) => fs.writeFileSync(file, 'x'));
    await expect(setUpEmbeddedDatabase(path.join(file, 'pglite'), false)).rejects.toThrow(
      /embedded database/,
    );
  });
});
