import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range';
import { LocalFileStorage } from './local-storage';
import { registerUploadFiles } from './serve-uploads';

describe('byteRangeOf', () => {
  it('reads one range, open-ended and suffix ranges included', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for no range, other units, several ranges or an invalid one', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,5-9', 'bytes=5-1', 'bytes=a-b']) {
      expect({ header, range: byteRangeOf(header, 1000) }).toEqual({ header, range: null });
    }
  });

  it('refuses a range past the end', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-10', 0)).toBe('unsatisfiable');
  });
});

describe('GET /uploads/… ranges', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'serve-uploads-'));
  const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  mkdirSync(path.join(root, 'videos'));
  writeFileSync(path.join(root, 'videos', 'a.mp4'), body);
  const app = Fastify();
  registerUploadFiles(app, new LocalFileStorage(root));
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (range?: string) =>
    app.inject({ method: 'GET', url: '/uploads/videos/a.mp4', headers: range ? { range } : {} });

  it('answers the whole file with Accept-Ranges', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(body)).toBe(true);
  });

  it('answers a range with 206 and only those bytes', async () => {
    const response = await get('bytes=100-199');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 100-199/1000');
    expect(response.headers['content-length']).toBe('100');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(body.subarray(100, 200))).toBe(true);
  });

  it('answers 416 past the end', async () => {
    const response = await get('bytes=5000-');
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
  });
});
