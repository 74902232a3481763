import type { Readable } from 'node:stream';

export class TooLargeError extends Error {
  constructor() {
    super('file too large');
    this.name = 'TooLargeError';
  }
}

/** Reads a stream into memory, stopping (and destroying it) as soon as it passes `maxBytes`. */
export async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw new TooLargeError();
      chunks.push(buffer);
    }
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return Buffer.concat(chunks);
}

/** Our limit, or graphql-upload's own (an error with status 413, also thrown by createReadStream). */
export function isTooLarge(error: unknown): boolean {
  return error instanceof TooLargeError || (error as { status?: number } | null)?.status === 413;
}
