import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { TooLargeError } from './read-limited';
import { stageUpload } from './stage-upload';

const root = mkdtempSync(path.join(tmpdir(), 'stage-upload-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `count` chunks of `chunk` bytes each; `pulled()` tells how many were read. */
function source(count: number, chunk: number) {
  let pulled = 0;
  const stream = Readable.from(
    (function* () {
      while (pulled < count) {
        pulled++;
        yield Buffer.alloc(chunk, pulled % 256);
      }
    })(),
  );
  return { stream, pulled: () => pulled };
}

const staging = (name: string) => path.join(root, name);
const left = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe('stageUpload', () => {
  it('writes the stream to a new file and shows the inspector the first bytes', async () => {
    const { stream } = source(10, 1000);
    let seen = 0;
    const staged = await stageUpload(stream, staging('ok'), {
      maxBytes: 10_000,
      headBytes: 2500,
      inspectHead: async (head) => {
        seen = head.length;
        return 'fine';
      },
    });
    expect(staged).toMatchObject({ size: 10_000, inspected: 'fine' });
    expect(seen).toBe(2500);
    expect(staged.head.subarray(0, 1000).every((byte) => byte === 1)).toBe(true);
    expect(readFileSync(staged.path).length).toBe(10_000);
    expect(path.dirname(staged.path)).toBe(staging('ok'));
  });

  it('shows a short file whole', async () => {
    const staged = await stageUpload(Readable.from([Buffer.from('abc')]), staging('short'), {
      maxBytes: 10,
      headBytes: 100,
      inspectHead: async (head) => head.toString(),
    });
    expect(staged.inspected).toBe('abc');
  });

  it('stops at the first byte over the limit and removes the partial file', async () => {
    const { stream, pulled } = source(1000, 1024);
    const staged = stageUpload(stream, staging('big'), {
      maxBytes: 10 * 1024,
      headBytes: 10,
      inspectHead: async () => true,
    });
    await expect(staged).rejects.toBeInstanceOf(TooLargeError);
    expect(pulled()).toBeLessThan(20);
    expect(stream.destroyed).toBe(true);
    expect(left(staging('big'))).toEqual([]);
  });

  it('refuses as soon as the head is in, without reading the rest', async () => {
    const { stream, pulled } = source(1000, 1024);
    const staged = stageUpload(stream, staging('refused'), {
      maxBytes: 10 * 1024 * 1024,
      headBytes: 4096,
      inspectHead: async () => {
        throw new Error('not a video');
      },
    });
    await expect(staged).rejects.toThrow('not a video');
    expect(pulled()).toBeLessThan(10);
    expect(left(staging('refused'))).toEqual([]);
  });
});
