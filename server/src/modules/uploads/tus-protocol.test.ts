import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_MAX_BYTES } from '@common/constants';
import { messages } from '@common/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, sessions, users } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TUS_PATH } from './tus-address';
import {
  createUpload,
  deleteUpload,
  headUpload,
  metadataOf,
  patchUpload,
  startUpload,
  TUS,
} from './tus-requests';
import { tusDirectoryOf } from './tus-store';
import { isoVideo } from './video-files';

let t: TestApp;
let uploadsDir: string;
let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
let student: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'tus-uploads-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  adminId = (await insertUser(t, '09129991001', { userType: 'ADMIN' })).id;
  await insertUser(t, '09129991002', { userType: 'ADMIN' });
  await insertUser(t, '09129991003', { userType: 'STUDENT' });
  admin = bearer(await tokenFor(t, '09129991001'));
  otherAdmin = bearer(await tokenFor(t, '09129991002'));
  student = bearer(await tokenFor(t, '09129991003'));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** An MP4 (its real opening boxes) followed by `extra` random bytes, so any byte out of place shows. */
const videoOf = (extra: number) => Buffer.concat([isoVideo('isom'), randomBytes(extra)]);
const waiting = () => readdirSync(tusDirectoryOf(t.app.services.storage));
const envelopeOf = (response: { json(): unknown }) => response.json() as Record<string, unknown>;

describe('creating a resumable upload', () => {
  it('answers 201 with a relative Location that no Host or X-Forwarded-* header can move', async () => {
    const created = await createUpload(
      t,
      { length: 1000, filename: 'درس.mp4', filetype: 'video/mp4' },
      {
        ...admin,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example;proto=https',
      },
    );
    expect(created.statusCode).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    expect(created.headers.location).toMatch(new RegExp(`^${TUS_PATH}/[0-9a-f]{32}$`));
    expect(created.headers['access-control-allow-origin']).toBeUndefined();
    const head = await headUpload(t, String(created.headers.location), admin);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('0');
    expect(head.headers['upload-length']).toBe('1000');
    expect(head.headers['cache-control']).toBe('no-store');
  });

  it('refuses more than 100 MB at creation with 413 and the video size message, creating nothing', async () => {
    const before = waiting().length;
    const created = await createUpload(
      t,
      { length: VIDEO_MAX_BYTES + 1, filename: 'big.mp4', filetype: 'video/mp4' },
      admin,
    );
    expect(created.statusCode).toBe(413);
    expect(envelopeOf(created)).toMatchObject({
      success: false,
      message: messages.videoTooLarge,
      data: null,
    });
    expect(waiting()).toHaveLength(before);
    const exactly = await createUpload(
      t,
      { length: VIDEO_MAX_BYTES, filename: 'big.mp4', filetype: 'video/mp4' },
      admin,
    );
    expect(exactly.statusCode).toBe(201);
  });

  it('refuses a name or type that is not an allowed video, a missing length and a deferred one', async () => {
    const refusals = [
      await createUpload(t, { length: 10, filename: 'setup.exe' }, admin),
      await createUpload(t, { length: 10, filename: 'a.mp4', filetype: 'text/html' }, admin),
      await createUpload(t, { length: 10, filename: 'page.html', filetype: 'video/mp4' }, admin),
      await createUpload(t, { length: 10 }, admin),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(envelopeOf(refusal).message).toBe(messages.videoType);
    }
    const deferred = await t.app.fastify.inject({
      method: 'POST',
      url: TUS_PATH,
      headers: { ...TUS, ...admin, 'upload-defer-length': '1' },
    });
    expect(deferred.statusCode).toBe(400);
    expect(envelopeOf(deferred).message).toBe('حجم فایل در درخواست مشخص نشده است');
    // A file the browser gives no type (an MKV often) is judged by its name.
    expect((await createUpload(t, { length: 10, filename: 'lesson.MKV' }, admin)).statusCode).toBe(201);
  });

  it('tells its version, extensions and limit to an OPTIONS request without a token', async () => {
    const options = await t.app.fastify.inject({ method: 'OPTIONS', url: TUS_PATH });
    expect(options.statusCode).toBe(204);
    expect(options.headers['tus-version']).toBe('1.0.0');
    expect(options.headers['tus-max-size']).toBe(String(VIDEO_MAX_BYTES));
  });
});

describe('uploading in pieces', () => {
  it('keeps the offset between requests, refuses a wrong one, and answers the stored video at the end', async () => {
    const video = videoOf(300_000);
    const location = await startUpload(t, video, admin);
    const half = 150_000;

    const first = await patchUpload(t, location, 0, video.subarray(0, half), admin);
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    const head = await headUpload(t, location, admin);
    expect(head.headers['upload-offset']).toBe(String(half));

    const wrong = await patchUpload(t, location, 0, video.subarray(0, 10), admin);
    expect(wrong.statusCode).toBe(409);
    expect(envelopeOf(wrong)).toMatchObject({ success: false, data: null });
    expect(envelopeOf(wrong).message).toBe(
      'بخشی از فایل با آنچه سرور دریافت کرده هم‌خوان نیست. لطفاً دوباره تلاش کنید',
    );

    const last = await patchUpload(t, location, half, video.subarray(half), admin);
    expect(last.statusCode).toBe(200);
    expect(last.headers['upload-offset']).toBe(String(video.length));
    expect(last.headers['content-type']).toMatch(/^application\/json/);
    const answer = envelopeOf(last);
    const data = answer.data as { fileUrl: string; minioKey: string; fileName: string };
    expect(answer).toMatchObject({ success: true, message: 'ویدیو با موفقیت آپلود شد' });
    expect(data.minioKey).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(data).toEqual({
      fileUrl: `/uploads/${data.minioKey}`,
      minioKey: data.minioKey,
      fileName: path.basename(data.minioKey),
    });

    const whole = await t.app.fastify.inject({ method: 'GET', url: data.fileUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const range = await t.app.fastify.inject({
      method: 'GET',
      url: data.fileUrl,
      headers: { range: 'bytes=149990-150009' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 149990-150009/${video.length}`);
    expect(range.rawPayload.equals(video.subarray(149_990, 150_010))).toBe(true);

    const [row] = await t.db.select().from(files).where(eq(files.storageKey, data.minioKey));
    expect(row).toMatchObject({
      ownerId: adminId,
      size: video.length,
      mimeType: 'video/mp4',
      originalName: 'درس ۱.mp4',
    });
    // The upload is over: nothing waits, and its address is gone.
    expect(waiting()).not.toContain(path.basename(location));
    const after = await headUpload(t, location, admin);
    expect(after.statusCode).toBe(404);
  });

  it('refuses and deletes a file that is not a video by its bytes, whatever its name', async () => {
    const fake = Buffer.concat([
      Buffer.from('<!DOCTYPE html><html><script>alert(1)</script>'),
      randomBytes(5000),
    ]);
    const rowsBefore = (await t.db.select().from(files)).length;
    const location = await startUpload(t, fake, admin, 'lesson.mp4');
    const last = await patchUpload(t, location, 0, fake, admin);
    expect(last.statusCode).toBe(400);
    expect(envelopeOf(last)).toEqual({
      success: false,
      message: messages.videoType,
      data: null,
      errors: { file: messages.videoType },
    });
    expect(waiting()).not.toContain(path.basename(location));
    expect(waiting()).not.toContain(`${path.basename(location)}.json`);
    expect((await t.db.select().from(files)).length).toBe(rowsBefore);
    expect((await headUpload(t, location, admin)).statusCode).toBe(404);
  });

  it('refuses a file whose first piece shows it is not a video, without waiting for the rest', async () => {
    const fake = Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(1024 * 1024)]);
    const location = await startUpload(t, fake, admin, 'lesson.mp4');
    const first = await patchUpload(t, location, 0, fake.subarray(0, 100_000), admin);
    expect(first.statusCode).toBe(400);
    expect(envelopeOf(first).message).toBe(messages.videoType);
    expect(waiting()).not.toContain(path.basename(location));
    expect((await headUpload(t, location, admin)).statusCode).toBe(404);
  });

  it('checks the first piece sent with the creation request too', async () => {
    const fake = Buffer.concat([Buffer.from('MZ\x90\x00'), randomBytes(200_000)]);
    const before = waiting().sort();
    const created = await t.app.fastify.inject({
      method: 'POST',
      url: TUS_PATH,
      headers: {
        ...TUS,
        ...admin,
        'upload-length': String(fake.length + 1000),
        ...metadataOf({ filename: 'lesson.mp4', filetype: 'video/mp4' }),
        'content-type': 'application/offset+octet-stream',
      },
      payload: fake,
    });
    expect(created.statusCode).toBe(400);
    expect(envelopeOf(created).message).toBe(messages.videoType);
    expect(waiting().sort()).toEqual(before);
  });

  it('lets its creator give an upload up', async () => {
    const location = await startUpload(t, videoOf(100), admin);
    expect((await deleteUpload(t, location, admin)).statusCode).toBe(204);
    expect((await headUpload(t, location, admin)).statusCode).toBe(404);
  });
});

describe('who may upload', () => {
  const NOT_SIGNED_IN = 'لطفاً وارد حساب کاربری خود شوید';
  const FORBIDDEN = 'شما به این بخش دسترسی ندارید';

  it('refuses every request without a token with 401 and the envelope', async () => {
    const location = await startUpload(t, videoOf(100), admin);
    const answers = [
      await createUpload(t, { length: 100, filename: 'a.mp4' }, {}),
      await headUpload(t, location, {}),
      await patchUpload(t, location, 0, videoOf(10), {}),
      await deleteUpload(t, location, {}),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      if (answer.body !== '')
        expect(envelopeOf(answer)).toEqual({ success: false, message: NOT_SIGNED_IN, data: null });
    }
    expect((await headUpload(t, location, admin)).headers['upload-offset']).toBe('0');
  });

  it('refuses a student with 403, and a revoked session with 401', async () => {
    const asStudent = await createUpload(t, { length: 100, filename: 'a.mp4' }, student);
    expect(asStudent.statusCode).toBe(403);
    expect(envelopeOf(asStudent)).toEqual({ success: false, message: FORBIDDEN, data: null });

    const phone = '09129991004';
    const id = (await insertUser(t, phone, { userType: 'ADMIN' })).id;
    const leaving = bearer(await tokenFor(t, phone));
    const location = await startUpload(t, videoOf(100), leaving);
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, id));
    expect((await createUpload(t, { length: 100, filename: 'a.mp4' }, leaving)).statusCode).toBe(401);
    const patch = await patchUpload(t, location, 0, videoOf(10), leaving);
    expect(patch.statusCode).toBe(401);
    expect(envelopeOf(patch).message).toBe(NOT_SIGNED_IN);
    // A demoted admin's token is dead too.
    await t.db.update(users).set({ userType: 'STUDENT' }).where(eq(users.id, id));
  });

  it('answers another admin as if the upload did not exist, and lets its creator resume from a new session', async () => {
    const video = videoOf(2000);
    const location = await startUpload(t, video, admin);
    expect((await patchUpload(t, location, 0, video.subarray(0, 1000), admin)).statusCode).toBe(204);
    for (const answer of [
      await headUpload(t, location, otherAdmin),
      await patchUpload(t, location, 1000, video.subarray(1000), otherAdmin),
      await deleteUpload(t, location, otherAdmin),
    ]) {
      expect(answer.statusCode).toBe(404);
    }
    const again = bearer(await tokenFor(t, '09129991001'));
    expect((await headUpload(t, location, again)).headers['upload-offset']).toBe('1000');
    expect((await patchUpload(t, location, 1000, video.subarray(1000), again)).statusCode).toBe(200);
  });

  it("refuses an admin who names their own upload in the path and another admin's anywhere else in the address", async () => {
    const video = videoOf(2000);
    const victim = await startUpload(t, video, admin);
    expect((await patchUpload(t, victim, 0, video.subarray(0, 1000), admin)).statusCode).toBe(204);
    const own = await startUpload(t, videoOf(2000), otherAdmin);
    const victimId = path.basename(victim);
    const crafted = [
      `${own}?x=/${victimId}`,
      `${own}?x=/../${victimId}`,
      `${own}?/${victimId}/`,
      `${own}/`,
      `${own}%2F${victimId}`,
      `${TUS_PATH}//${victimId}`,
      `${TUS_PATH}/x/../${victimId}`,
      `${TUS_PATH}/%2e%2e/tus/${victimId}`,
    ];
    for (const url of crafted) {
      for (const answer of [
        await headUpload(t, url, otherAdmin),
        await patchUpload(t, url, 1000, video.subarray(1000), otherAdmin),
        await deleteUpload(t, url, otherAdmin),
      ]) {
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 404 });
        expect(answer.headers['upload-offset']).toBeUndefined();
      }
    }
    const unchanged = await headUpload(t, victim, admin);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.headers['upload-offset']).toBe('1000');
    expect(waiting()).toContain(victimId);
    expect((await headUpload(t, own, otherAdmin)).headers['upload-offset']).toBe('0');
  });

  it('answers an unknown or malformed upload address with 404', async () => {
    expect((await headUpload(t, `${TUS_PATH}/${'0'.repeat(32)}`, admin)).statusCode).toBe(404);
    const malformed = await headUpload(t, `${TUS_PATH}/..%2F..%2Fsecret`, admin);
    expect(malformed.statusCode).toBe(404);
  });
});
