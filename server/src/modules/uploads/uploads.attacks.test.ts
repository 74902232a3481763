import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@common/validation';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { gifHeader, hostileFiles, jpegHeader, pngHeader, webpHeader } from './hostile-files';

const MB = 1024 * 1024;
const BOUNDARY = '----upload-attack-boundary';

let t: TestApp;
let auth: Record<string, string>;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-attack-'));
  // Dozens of files from one member: the hourly upload number (upload-limits.test.ts) is not what is tested here.
  t = await createTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_LIMIT_PER_HOUR: '1000' });
  await insertUser(t, '09129990002');
  auth = bearer(await tokenFor(t, '09129990002'));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const partHead = (filename: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );

const upload = (body: Buffer, filename: string, type: string) =>
  t.app.fastify.inject({
    method: 'POST',
    url: '/api/upload/image',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth },
    payload: Buffer.concat([partHead(filename, type), body, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });

/** Every file under the uploads directory, relative to it. */
const storedOnDisk = () => readdirSync(uploadsDir, { recursive: true, encoding: 'utf8' }).sort();
const rows = async () => (await t.db.select({ n: count() }).from(files))[0].n;

describe('upload attacks', () => {
  it('refuses 5 MB + 1 byte with 413, keeping no row and no file', async () => {
    const [rowsBefore, diskBefore] = [await rows(), storedOnDisk()];
    const big = Buffer.concat([pngHeader(10, 10), Buffer.alloc(5 * MB + 1 - pngHeader(10, 10).length)]);
    expect(big.length).toBe(5 * MB + 1);
    const response = await upload(big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(messages.imageTooLarge);
    expect(await rows()).toBe(rowsBefore);
    expect(storedOnDisk()).toEqual(diskBefore);
  });

  it('refuses fifty disguised, truncated and polyglot files with the spec message', async () => {
    const hostile = hostileFiles();
    expect(hostile).toHaveLength(50);
    const [rowsBefore, diskBefore] = [await rows(), storedOnDisk()];
    for (const file of hostile) {
      const response = await upload(file.body, file.filename, file.type);
      const expected = file.body.length === 0 ? messages.fileRequired : messages.imageType;
      expect({ label: file.label, status: response.statusCode, message: response.json().message }).toEqual({
        label: file.label,
        status: 400,
        message: expected,
      });
    }
    expect(await rows()).toBe(rowsBefore);
    expect(storedOnDisk()).toEqual(diskBefore);
  });

  it('refuses decompression bombs: headers declaring more than 40 megapixels', async () => {
    const before = await rows();
    for (const [label, body, name] of [
      ['png 50000²', pngHeader(50_000, 50_000), 'bomb.png'],
      ['png 8000×5001', pngHeader(8000, 5001), 'bomb.png'],
      ['gif 65535²', gifHeader(65_535, 65_535), 'bomb.gif'],
      ['jpeg 65535²', jpegHeader(65_535, 65_535), 'bomb.jpg'],
      ['webp 50000²', webpHeader(50_000, 50_000), 'bomb.webp'],
    ] as const) {
      const response = await upload(body, name, 'image/png');
      expect({ label, status: response.statusCode, message: response.json().message }).toEqual({
        label,
        status: 400,
        message: messages.imageTooManyPixels,
      });
    }
    expect(await rows()).toBe(before);
    // Exactly at the limit is an image like any other.
    expect((await upload(pngHeader(8000, 5000), 'edge.png', 'image/png')).statusCode).toBe(200);
  });

  it('keeps traversal file names inside the storage root under a generated name', async () => {
    for (const name of ['../../etc/passwd.png', '..\\..\\x.png', '/etc/passwd.png', 'C:\\Windows\\x.png']) {
      const response = await upload(pngHeader(4, 4), name, 'image/png');
      expect(response.statusCode).toBe(200);
      const { url } = response.json().data;
      expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
      const [row] = await t.db.select().from(files).where(eq(files.url, url));
      const stored = path.resolve(uploadsDir, row.storageKey);
      expect(stored.startsWith(uploadsDir + path.sep)).toBe(true);
      expect(storedOnDisk()).toContain(path.join('images', path.basename(url)));
    }
    expect(storedOnDisk().every((name) => !name.includes('..') && !name.includes('passwd'))).toBe(true);
  });
});

describe('temporary files of multipart uploads', () => {
  let tmp: string;
  let previousTmp: string | undefined;
  let port: number;
  const capacitorFiles = () => readdirSync(tmp).filter((name) => /^capacitor-[0-9a-f]{32}\.tmp$/.test(name));
  const until = async (check: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  beforeAll(async () => {
    // os.tmpdir() reads TMPDIR on each call: this worker's capacitors land in a directory of our own.
    previousTmp = process.env.TMPDIR;
    tmp = mkdtempSync(path.join(tmpdir(), 'capacitor-watch-'));
    process.env.TMPDIR = tmp;
    await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.fastify.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    rmSync(tmp, { recursive: true, force: true });
  });

  it('removes the temp file after a finished upload', async () => {
    expect(capacitorFiles()).toEqual([]);
    const response = await fetch(`http://127.0.0.1:${port}/api/upload/image`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...auth },
      body: Buffer.concat([
        partHead('a.png', 'image/png'),
        pngHeader(4, 4),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });
    expect(response.status).toBe(200);
    expect(await until(() => capacitorFiles().length === 0)).toBe(true);
  });

  it('removes the temp file when the client disconnects mid-upload', async () => {
    expect(capacitorFiles()).toEqual([]);
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/upload/image HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${4 * MB}\r\n\r\n`,
    );
    socket.write(Buffer.concat([partHead('a.png', 'image/png'), pngHeader(4, 4), Buffer.alloc(256 * 1024)]));
    expect(await until(() => capacitorFiles().length > 0)).toBe(true);
    socket.destroy();
    expect(await until(() => capacitorFiles().length === 0)).toBe(true);
  });
});
