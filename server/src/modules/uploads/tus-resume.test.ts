import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { headUpload, patchUpload, startUpload, TUS } from './tus-requests';
import { tusDirectoryOf } from './tus-store';
import { isoVideo } from './video-files';

let t: TestApp;
let uploadsDir: string;
let admin: Record<string, string>;
let origin: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'tus-resume-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  await insertUser(t, '09129992001', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09129992001'));
  await t.app.fastify.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const sizeOnDisk = (location: string) => {
  try {
    return statSync(path.join(tusDirectoryOf(t.app.services.storage), path.basename(location))).size;
  } catch {
    return -1;
  }
};

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A PATCH over a real connection declaring the whole rest of the file, of which only `sent` bytes go out
 * before the connection is cut (a dropped mobile line).
 */
async function patchThenDrop(location: string, offset: number, rest: Buffer, sent: number): Promise<void> {
  const patch = request(`${origin}${location}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      ...admin,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(rest.length),
    },
  });
  patch.on('error', () => {});
  patch.write(rest.subarray(0, sent));
  await until(() => sizeOnDisk(location) === offset + sent);
  patch.destroy();
}

describe('a connection that drops half-way', () => {
  it('keeps what arrived, tells it by HEAD, and the upload goes on from there to the whole file', async () => {
    const video = Buffer.concat([isoVideo('isom'), randomBytes(2 * 1024 * 1024)]);
    const location = await startUpload(t, video, admin);
    const dropAt = Math.floor(video.length * 0.6);

    await patchThenDrop(location, 0, video, dropAt);

    // The server lets go of the dropped request (its lock) in a moment; then HEAD answers where to go on.
    let offset = '';
    await until(async () => {
      offset = String((await headUpload(t, location, admin)).headers['upload-offset']);
      return offset === String(dropAt);
    });
    expect(Number(offset)).toBe(dropAt);

    const last = await patchUpload(t, location, dropAt, video.subarray(dropAt), admin);
    expect(last.statusCode).toBe(200);
    const { fileUrl } = last.json().data as { fileUrl: string };
    const stored = await t.app.fastify.inject({ method: 'GET', url: fileUrl });
    expect(stored.rawPayload.equals(video)).toBe(true);
  });

  it('survives two drops in a row before finishing', async () => {
    const video = Buffer.concat([isoVideo('isom'), randomBytes(1024 * 1024)]);
    const location = await startUpload(t, video, admin);
    await patchThenDrop(location, 0, video, 300_000);
    await until(async () => (await headUpload(t, location, admin)).headers['upload-offset'] === '300000');
    await patchThenDrop(location, 300_000, video.subarray(300_000), 400_000);
    await until(async () => (await headUpload(t, location, admin)).headers['upload-offset'] === '700000');
    const last = await patchUpload(t, location, 700_000, video.subarray(700_000), admin);
    expect(last.statusCode).toBe(200);
    const stored = await t.app.fastify.inject({
      method: 'GET',
      url: (last.json().data as { fileUrl: string }).fileUrl,
    });
    expect(stored.rawPayload.equals(video)).toBe(true);
  });
});
