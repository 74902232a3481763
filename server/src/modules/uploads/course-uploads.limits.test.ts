import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@common/constants';
import { messages } from '@common/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { pngHeader } from './hostile-files';
import { keptBy, outcomeOf, paddedTo, thumbnailDoors, videoDoors } from './upload-requests';
import { isoVideo } from './video-files';

let t: TestApp;
let uploadsDir: string;
let tmp: string;
let previousTmp: string | undefined;
let admin: Record<string, string>;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'course-upload-limits-'));
  // os.tmpdir() reads TMPDIR on each call: the multipart buffers of this worker land in a directory of our own.
  previousTmp = process.env.TMPDIR;
  tmp = mkdtempSync(path.join(tmpdir(), 'course-upload-tmp-'));
  process.env.TMPDIR = tmp;
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  await insertUser(t, '09129990021', { userType: 'ADMIN' });
  admin = bearer(await tokenFor(t, '09129990021'));
});
afterAll(async () => {
  await t.close();
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(tmp, { recursive: true, force: true });
});

const tempFiles = () => readdirSync(tmp);
const kept = () => keptBy(t, uploadsDir);
const storedFiles = () => kept().storedFiles();
const staged = () => kept().staged();
const rows = () => kept().rows();
/** The multipart buffers are released when the response closes, just after the answer. */
const settled = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('course upload size limits', () => {
  for (const door of videoDoors) {
    it(`${door.name}: a video of 100 MB + 1 byte → 413, keeping no row, file or temp file`, async () => {
      const [rowsBefore, filesBefore] = [await rows(), storedFiles()];
      const file = { body: Buffer.alloc(0), filename: 'big.mp4', type: 'video/mp4' };
      const response = await door.send(t, file, admin, paddedTo(isoVideo('isom'), VIDEO_MAX_BYTES + 1));
      const outcome = outcomeOf(door.name, response, 'uploadCourseVideo');
      expect({ status: outcome.status, message: outcome.message }).toEqual({
        status: 413,
        message: messages.videoTooLarge,
      });
      expect(await rows()).toBe(rowsBefore);
      expect(storedFiles()).toEqual(filesBefore);
      expect(staged()).toEqual([]);
      expect(await settled(() => tempFiles().length === 0)).toBe(true);
    });
  }

  it('rest: a guest or a student is refused before the 100 MB body is taken in', async () => {
    await insertUser(t, '09129990022', { userType: 'STUDENT' });
    const student = bearer(await tokenFor(t, '09129990022'));
    for (const [who, headers, status] of [
      ['guest', {}, 401],
      ['student', student, 403],
    ] as const) {
      let pulled = 0;
      const counted = function* () {
        for (const chunk of paddedTo(isoVideo('isom'), VIDEO_MAX_BYTES + 1)) {
          pulled += chunk.length;
          yield chunk;
        }
      };
      const file = { body: Buffer.alloc(0), filename: 'big.mp4', type: 'video/mp4' };
      const response = await videoDoors[0].send(t, file, headers, counted());
      expect({ who, status: response.statusCode }).toEqual({ who, status });
      expect(pulled).toBeLessThan(VIDEO_MAX_BYTES / 4);
    }
  });

  for (const door of videoDoors) {
    it(`${door.name}: a video of exactly 100 MB is stored, and no temp file stays`, async () => {
      const file = { body: Buffer.alloc(0), filename: 'edge.mp4', type: 'video/mp4' };
      const response = await door.send(t, file, admin, paddedTo(isoVideo('isom'), VIDEO_MAX_BYTES));
      const { status, data } = outcomeOf(door.name, response, 'uploadCourseVideo');
      expect(status).toBe(200);
      expect(data?.size).toBe(VIDEO_MAX_BYTES);
      expect(storedFiles()).toContain(data?.minioKey);
      rmSync(path.join(uploadsDir, String(data?.minioKey)));
      expect(staged()).toEqual([]);
      expect(await settled(() => tempFiles().length === 0)).toBe(true);
    });
  }

  for (const door of thumbnailDoors) {
    it(`${door.name}: a thumbnail keeps the 5 MB image limit although /graphql carries videos`, async () => {
      const before = await rows();
      const file = { body: Buffer.alloc(0), filename: 'big.png', type: 'image/png' };
      const response = await door.send(t, file, admin, paddedTo(pngHeader(10, 10), IMAGE_MAX_BYTES + 1));
      const outcome = outcomeOf(door.name, response, 'uploadCourseThumbnail');
      expect({ status: outcome.status, message: outcome.message }).toEqual({
        status: 413,
        message: messages.imageTooLarge,
      });
      expect(await rows()).toBe(before);
      expect(await settled(() => tempFiles().length === 0)).toBe(true);
    });
  }
});
