import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn } from '../../sms/stand-in-server';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { patchUpload, startUpload } from './tus-requests';
import { tusDirectoryOf } from './tus-store';
import { isoVideo } from './video-files';

let t: TestApp;
let uploadsDir: string;
let admin: Record<string, string>;
let store: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'tus-s3-'));
  store = await startStandIn(() => ({ status: 200, body: '' }));
  t = await createTestApp({
    UPLOADS_DIR: uploadsDir,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: store.baseUrl,
    S3_BUCKET: 'charity-files',
    S3_ACCESS_KEY_ID: 'AKID',
    S3_SECRET_ACCESS_KEY: 'SECRET',
    S3_PUBLIC_URL: 'https://files.example.org',
  });
  await insertUser(t, '09129994001', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09129994001'));
});
afterAll(async () => {
  await t.close();
  await store.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('resumable uploads with S3 storage', () => {
  it('waits on the local disk and ends as one PUT of the whole file under the video key', async () => {
    const video = Buffer.concat([isoVideo('isom'), randomBytes(200_000)]);
    const location = await startUpload(t, video, admin);
    expect((await patchUpload(t, location, 0, video.subarray(0, 100_000), admin)).statusCode).toBe(204);
    expect(store.received).toHaveLength(0);
    const last = await patchUpload(t, location, 100_000, video.subarray(100_000), admin);
    expect(last.statusCode).toBe(200);
    const data = last.json().data as { fileUrl: string; minioKey: string };
    expect(data.minioKey).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(data.fileUrl).toBe(`https://files.example.org/${data.minioKey}`);
    const [put] = store.received;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/charity-files/${data.minioKey}`);
    expect(put.body.equals(video)).toBe(true);
    expect(readdirSync(tusDirectoryOf(t.app.services.storage))).toEqual([]);
  });
});
