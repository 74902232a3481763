import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-storage';
import { registerUploadFiles } from './serve-uploads';

const root = mkdtempSync(path.join(tmpdir(), 'image-variants-'));
const storage = new LocalFileStorage(root);
const app = Fastify();
registerUploadFiles(app, storage);
let original: Buffer;

beforeAll(async () => {
  mkdirSync(path.join(root, 'images'), { recursive: true });
  original = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0d8072' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(path.join(root, 'images', 'wide.jpg'), original);
  writeFileSync(path.join(root, 'images', 'broken.jpg'), Buffer.from('not a picture at all'));
  writeFileSync(path.join(root, 'images', 'logo.gif'), Buffer.from('GIF89a'));
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, accept?: string) =>
  app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

describe('pictures at the width of their slot', () => {
  it('sends a 320-pixel WebP to a browser that takes WebP, much smaller than the stored JPEG', async () => {
    const response = await get('/uploads/images/wide.jpg?w=320', 'image/avif,image/webp,*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toContain('Accept');
    expect(response.headers['cache-control']).toContain('immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(160);
    expect(response.rawPayload.length).toBeLessThan(original.length / 4);
  });

  it('keeps the stored format for a browser that does not say it takes WebP', async () => {
    const response = await get('/uploads/images/wide.jpg?w=640');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);
  });

  it('makes each size once and serves it from the kept file afterwards', async () => {
    await get('/uploads/images/wide.jpg?w=960', 'image/webp');
    const kept = path.join(storage.variantsDir, 'images', 'wide.jpg.960w.webp');
    expect(existsSync(kept)).toBe(true);
    writeFileSync(kept, Buffer.from('kept'));
    expect((await get('/uploads/images/wide.jpg?w=960', 'image/webp')).body).toBe('kept');
  });

  it('gives twenty first requests for one size the same whole picture', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/uploads/images/wide.jpg?w=1280', 'image/webp')),
    );
    const sizes = new Set(answers.map((a) => a.rawPayload.length));
    expect(sizes.size).toBe(1);
    expect((await sharp(answers[0]?.rawPayload).metadata()).width).toBe(1280);
    const leftovers = readdirSync(path.join(storage.variantsDir, 'images')).filter((name) =>
      name.endsWith('.tmp'),
    );
    expect(leftovers).toEqual([]);
  });

  it('refuses a width that is not one of the slots, in Persian', async () => {
    for (const w of ['321', '0', '99999', 'abc', '-640']) {
      const response = await get(`/uploads/images/wide.jpg?w=${w}`, 'image/webp');
      expect(response.statusCode, w).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('عرض تصویر'),
      });
    }
  });

  it('sends the stored file as it is when it cannot be resized (not a picture sharp reads, or a GIF)', async () => {
    const broken = await get('/uploads/images/broken.jpg?w=320', 'image/webp');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe('not a picture at all');
    const gif = await get('/uploads/images/logo.gif?w=320', 'image/webp');
    expect(gif.headers['content-type']).toBe('image/gif');
  });

  it('removes the kept sizes with the stored picture', async () => {
    await get('/uploads/images/wide.jpg?w=320', 'image/webp');
    await storage.delete('images/wide.jpg');
    expect(
      readdirSync(path.join(storage.variantsDir, 'images')).filter((n) => n.startsWith('wide.jpg')),
    ).toEqual([]);
    expect((await get('/uploads/images/wide.jpg?w=320', 'image/webp')).statusCode).toBe(404);
  });
});
