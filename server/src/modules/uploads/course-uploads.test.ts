import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@common/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Door, type FilePart, keptBy, outcomeOf, thumbnailDoors, videoDoors } from './upload-requests';
import { isoVideo, matroskaVideo, SAMPLE_VIDEOS } from './video-files';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const MP4 = isoVideo('isom');
const WEBM = matroskaVideo('webm');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

let t: TestApp;
let uploadsDir: string;
let adminId: number;
let admin: Record<string, string>;
let student: Record<string, string>;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'course-uploads-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  adminId = (await insertUser(t, '09129990011', { userType: 'ADMIN' })).id;
  await insertUser(t, '09129990012', { userType: 'STUDENT' });
  admin = bearer(await tokenFor(t, '09129990011'));
  student = bearer(await tokenFor(t, '09129990012'));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const kept = () => keptBy(t, uploadsDir);
const storedFiles = () => kept().storedFiles();
const staged = () => kept().staged();
const rows = () => kept().rows();

const VIDEO = 'uploadCourseVideo';
const THUMBNAIL = 'uploadCourseThumbnail';

describe('course video uploads', () => {
  const samples: Array<[string, Buffer, string, string]> = [
    ['MP4', MP4, 'mp4', 'video/mp4'],
    ['WEBM', WEBM, 'webm', 'video/webm'],
  ];
  for (const door of videoDoors) {
    for (const [label, body, ext, mimeType] of samples) {
      it(`${door.name}: stores a ${label} under a generated key, records it and serves it`, async () => {
        const response = await door.send(t, { body, filename: `درس ۱.${ext}`, type: mimeType }, admin);
        const { status, data, message } = outcomeOf(door.name, response, VIDEO);
        expect({ status, message }).toEqual({
          status: 200,
          message: door.name === 'rest' ? 'ویدیو با موفقیت آپلود شد' : undefined,
        });
        const key = String(data?.minioKey);
        expect(key).toMatch(new RegExp(`^videos/[0-9a-f-]{36}\\.${ext}$`));
        expect(data).toEqual({
          fileUrl: `/uploads/${key}`,
          minioKey: key,
          fileName: path.basename(key),
          mimeType,
          size: body.length,
        });
        const [row] = await t.db.select().from(files).where(eq(files.storageKey, key));
        expect(row).toMatchObject({ url: `/uploads/${key}`, mimeType, size: body.length, ownerId: adminId });
        expect(row.originalName).toBe(`درس ۱.${ext}`);
        const served = await t.app.fastify.inject({ method: 'GET', url: `/uploads/${key}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(mimeType);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload.equals(body)).toBe(true);
        expect(staged()).toEqual([]);
      });
    }
  }

  it('accepts every allowed container, whatever the name and declared type say', async () => {
    for (const [ext, sample] of Object.entries(SAMPLE_VIDEOS)) {
      const response = await videoDoors[0].send(
        t,
        { body: sample(), filename: 'clip.bin', type: 'application/octet-stream' },
        admin,
      );
      expect({ ext, status: response.statusCode }).toEqual({ ext, status: 200 });
      expect(response.json().data.minioKey).toMatch(new RegExp(`\\.${ext}$`));
    }
  });
});

describe('course thumbnail uploads', () => {
  for (const door of thumbnailDoors) {
    it(`${door.name}: stores a PNG with the image rules and answers fileUrl`, async () => {
      const response = await door.send(t, { body: PNG, filename: 'cover.png', type: 'image/png' }, admin);
      const { status, data } = outcomeOf(door.name, response, THUMBNAIL);
      expect(status).toBe(200);
      expect(data?.fileUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
      expect(data).toMatchObject({ url: data?.fileUrl, mimeType: 'image/png', size: PNG.length });
      const served = await t.app.fastify.inject({ method: 'GET', url: String(data?.fileUrl) });
      expect(served.rawPayload.equals(PNG)).toBe(true);
    });
  }
});

describe('refused course uploads keep nothing', () => {
  const cases: Array<[string, Door[], string, FilePart, string]> = [
    [
      'HTML named .mp4',
      videoDoors,
      VIDEO,
      { body: HTML, filename: 'lesson.mp4', type: 'video/mp4' },
      messages.videoType,
    ],
    [
      'a PNG sent as video',
      videoDoors,
      VIDEO,
      { body: PNG, filename: 'lesson.mp4', type: 'video/mp4' },
      messages.videoType,
    ],
    [
      'an empty video',
      videoDoors,
      VIDEO,
      { body: Buffer.alloc(0), filename: 'a.mp4', type: 'video/mp4' },
      messages.fileRequired,
    ],
    [
      'an MP4 cut inside its header',
      videoDoors,
      VIDEO,
      { body: MP4.subarray(0, 20), filename: 'a.mp4', type: 'video/mp4' },
      messages.videoType,
    ],
    [
      'a WEBM cut inside its header',
      videoDoors,
      VIDEO,
      { body: WEBM.subarray(0, 20), filename: 'a.webm', type: 'video/webm' },
      messages.videoType,
    ],
    [
      'an MP4 missing its last byte',
      videoDoors,
      VIDEO,
      { body: MP4.subarray(0, MP4.length - 1), filename: 'a.mp4', type: 'video/mp4' },
      messages.videoType,
    ],
    [
      'an MP4 sent as thumbnail',
      thumbnailDoors,
      THUMBNAIL,
      { body: MP4, filename: 'cover.png', type: 'image/png' },
      messages.imageType,
    ],
    [
      'HTML sent as thumbnail',
      thumbnailDoors,
      THUMBNAIL,
      { body: HTML, filename: 'cover.png', type: 'image/png' },
      messages.imageType,
    ],
    [
      'an empty thumbnail',
      thumbnailDoors,
      THUMBNAIL,
      { body: Buffer.alloc(0), filename: 'c.png', type: 'image/png' },
      messages.fileRequired,
    ],
  ];
  for (const [label, doors, field, file, message] of cases) {
    for (const door of doors) {
      it(`${door.name}: ${label} → 400`, async () => {
        const [rowsBefore, filesBefore] = [await rows(), storedFiles()];
        const response = await door.send(t, file, admin);
        const outcome = outcomeOf(door.name, response, field);
        expect({ status: outcome.status, message: outcome.message }).toEqual({ status: 400, message });
        if (door.name === 'rest') expect(response.json().errors).toEqual({ file: message });
        expect(await rows()).toBe(rowsBefore);
        expect(storedFiles()).toEqual(filesBefore);
        expect(staged()).toEqual([]);
      });
    }
  }
});

describe('who may upload course files', () => {
  for (const [doors, field] of [
    [videoDoors, VIDEO],
    [thumbnailDoors, THUMBNAIL],
  ] as const) {
    for (const door of doors) {
      it(`${door.name} ${field}: a student gets 403, a guest 401`, async () => {
        const before = await rows();
        const file =
          field === VIDEO
            ? { body: MP4, filename: 'a.mp4', type: 'video/mp4' }
            : { body: PNG, filename: 'a.png', type: 'image/png' };
        expect(outcomeOf(door.name, await door.send(t, file, student), field).status).toBe(403);
        expect(outcomeOf(door.name, await door.send(t, file, {}), field).status).toBe(401);
        expect(await rows()).toBe(before);
      });
    }
  }
});
