import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeStagedFiles } from '../../jobs/housekeeping';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { headUpload, patchUpload, startUpload } from './tus-requests';
import { tusDirectoryOf } from './tus-store';
import { purgeUnfinishedUploads } from './tus-sweep';
import { isoVideo } from './video-files';

let t: TestApp;
let uploadsDir: string;
let admin: Record<string, string>;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'tus-sweep-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  await insertUser(t, '09129993001', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09129993001'));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;
const directory = () => tusDirectoryOf(t.app.services.storage);

/** Sets the last write of an upload's data and info files to `hours` ago. */
function lastWritten(location: string, hours: number): void {
  const when = new Date(Date.now() - hours * HOUR);
  const id = path.basename(location);
  for (const name of [id, `${id}.json`]) utimesSync(path.join(directory(), name), when, when);
}

describe('sweeping unfinished uploads', () => {
  it('deletes uploads nobody has added to for a day, keeps younger ones, and the staging sweep leaves them all', async () => {
    const video = isoVideo('isom');
    const abandoned = await startUpload(t, video, admin);
    const paused = await startUpload(t, video, admin);
    const arriving = await startUpload(t, video, admin);
    await patchUpload(t, abandoned, 0, video.subarray(0, 10), admin);
    lastWritten(abandoned, 25);
    lastWritten(paused, 7);
    // A stray half of a pair, as old, goes too; files that are not uploads stay.
    const strayId = 'ab'.repeat(16);
    writeFileSync(path.join(directory(), `${strayId}.json`), '{}');
    writeFileSync(path.join(directory(), 'notes.txt'), 'x');
    const old = new Date(Date.now() - 30 * HOUR);
    utimesSync(path.join(directory(), `${strayId}.json`), old, old);
    utimesSync(path.join(directory(), 'notes.txt'), old, old);

    // The hourly sweep of loose staged files (6 hours) does not reach into the uploads' folder.
    await purgeStagedFiles(t.app.services.storage.stagingDir);
    expect(readdirSync(directory())).toHaveLength(8);

    expect(await purgeUnfinishedUploads(directory())).toBe(2);

    expect((await headUpload(t, abandoned, admin)).statusCode).toBe(404);
    expect((await headUpload(t, paused, admin)).statusCode).toBe(200);
    expect((await headUpload(t, arriving, admin)).statusCode).toBe(200);
    expect(readdirSync(directory())).toContain('notes.txt');
    expect(readdirSync(directory())).not.toContain(`${strayId}.json`);
    // The paused one is still resumable.
    expect((await patchUpload(t, paused, 0, video, admin)).statusCode).toBe(200);
  });

  it('answers 0 when the folder does not exist yet', async () => {
    expect(await purgeUnfinishedUploads(path.join(uploadsDir, 'missing'))).toBe(0);
  });
});
