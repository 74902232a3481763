import { randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TooLargeError } from './read-limited';

export interface StageOptions<T> {
  maxBytes: number;
  /** How many first bytes `inspectHead` sees (fewer when the file is shorter). */
  headBytes: number;
  /** Throws to refuse the file; runs as soon as the head is in, before the rest is read. */
  inspectHead(head: Buffer): Promise<T>;
}

export interface StagedFile<T> {
  path: string;
  size: number;
  head: Buffer;
  /** What `inspectHead` answered. */
  inspected: T;
}

/**
 * Streams an upload into a new file under `dir` without holding it in memory, failing with TooLargeError
 * as soon as it passes `maxBytes`. On any failure the stream is destroyed and the partial file removed.
 */
export async function stageUpload<T>(
  stream: Readable,
  dir: string,
  { maxBytes, headBytes, inspectHead }: StageOptions<T>,
): Promise<StagedFile<T>> {
  const file = path.join(dir, `${randomUUID()}.upload`);
  // Opened before streaming, so a failure in the first chunk cannot race the file's creation past `rm`.
  let handle: FileHandle;
  try {
    await mkdir(dir, { recursive: true });
    handle = await open(file, 'wx');
  } catch (error) {
    stream.destroy();
    throw error;
  }
  let size = 0;
  const headChunks: Buffer[] = [];
  let inspection: { head: Buffer; inspected: T } | undefined;
  const inspect = async () => {
    const head = Buffer.concat(headChunks).subarray(0, headBytes);
    inspection = { head, inspected: await inspectHead(head) };
  };
  async function* measure(source: AsyncIterable<Buffer | Uint8Array>) {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += buffer.length;
      if (size > maxBytes) throw new TooLargeError();
      if (!inspection) {
        headChunks.push(buffer);
        if (size >= headBytes) await inspect();
      }
      yield buffer;
    }
    if (!inspection) await inspect();
  }
  try {
    await pipeline(stream, measure, handle.createWriteStream());
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  if (!inspection) throw new Error('unreachable: the head is inspected before the stream ends');
  return { path: file, size, ...inspection };
}
