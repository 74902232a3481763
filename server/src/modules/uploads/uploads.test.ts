import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { bearer, insertUser, tokenFor } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MB = 1024 * 1024;

let t: TestApp;
let auth: Record<string, string>;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
  t = await createTestApp({ UPLOADS_DIR: uploadsDir });
  await insertUser(t, '09129990001');
  auth = bearer(await tokenFor(t, '09129990001'));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = '----upload-test-boundary';
  const chunks = parts.flatMap(({ name, value, filename, type }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

const restUpload = (url: string, body: Buffer, filename: string, type: string, headers = auth) => {
  const form = multipart([{ name: 'file', value: body, filename, type }]);
  return t.app.fastify.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...headers },
    payload: form.payload,
  });
};

const storedFiles = async () => (await t.db.select({ n: count() }).from(files))[0].n;

describe('image uploads', () => {
  it('POST /upload/image stores a PNG under a generated name and serves it with nosniff', async () => {
    const response = await restUpload('/api/upload/image', PNG, '../../evil name.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('تصویر با موفقیت آپلود شد');
    expect(data.url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    expect(data).toMatchObject({ fileUrl: data.url, mimeType: 'image/png', size: PNG.length });
    const served = await t.app.fastify.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(
      (await t.app.fastify.inject({ method: 'GET', url: '/uploads/images/nothing.png' })).statusCode,
    ).toBe(404);
    expect((await t.app.fastify.inject({ method: 'GET', url: '/uploads/../package.json' })).statusCode).toBe(
      404,
    );
  });

  it('POST /upload accepts a GIF recognised by its bytes, whatever its name says', async () => {
    const response = await restUpload('/api/upload', GIF, 'photo.txt', 'application/octet-stream');
    expect(response.json().data).toMatchObject({ mimeType: 'image/gif' });
    expect(response.json().data.fileUrl).toMatch(/\.gif$/);
  });

  it('refuses disguised and non-image files with the spec message, storing nothing', async () => {
    const before = await storedFiles();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    for (const [body, name, type] of [
      [html, 'cat.png', 'image/png'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('%PDF-1.4 ...'), 'doc.jpg', 'image/jpeg'],
    ] as const) {
      const response = await restUpload('/api/upload/image', body, name, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'لطفاً یک فایل تصویری انتخاب کنید',
        errors: { file: 'لطفاً یک فایل تصویری انتخاب کنید' },
      });
    }
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a file over 5 MB with 413 and the spec message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB)]);
    const response = await restUpload('/api/upload/image', big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('حجم فایل نباید بیشتر از ۵ مگابایت باشد');
  });

  it('asks for a file when none was sent, and for a session', async () => {
    const empty = await t.rest('POST', '/api/upload/image', {}, auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('هیچ فایلی انتخاب نشده است');
    const anonymous = await restUpload('/api/upload/image', PNG, 'a.png', 'image/png', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('the GraphQL uploadImage mutation shares the same rules', async () => {
    const gqlUpload = (body: Buffer) => {
      const form = multipart([
        {
          name: 'operations',
          value: JSON.stringify({
            query: 'mutation ($file: Upload) { uploadImage(file: $file) { url mimeType } }',
            variables: { file: null },
          }),
        },
        { name: 'map', value: JSON.stringify({ 0: ['variables.file'] }) },
        { name: '0', value: body, filename: 'x.png', type: 'image/png' },
      ]);
      return t.app.fastify.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...form.headers, ...auth, 'apollo-require-preflight': 'true' },
        payload: form.payload,
      });
    };
    const ok = await gqlUpload(PNG);
    expect(ok.json().data.uploadImage.mimeType).toBe('image/png');
    const bad = await gqlUpload(Buffer.from('<html><body>hi</body></html>'));
    expect(bad.json().errors[0]).toMatchObject({
      message: 'لطفاً یک فایل تصویری انتخاب کنید',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const big = await gqlUpload(Buffer.concat([PNG, Buffer.alloc(5 * MB)]));
    expect(big.json().errors[0]).toMatchObject({
      message: 'حجم فایل نباید بیشتر از ۵ مگابایت باشد',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });
});
