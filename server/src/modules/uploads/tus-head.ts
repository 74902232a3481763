import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { detectVideo, VIDEO_HEAD_BYTES } from './video-kind';

/** The first `bytes` bytes of `file` (fewer when it is shorter). */
export async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Whether an unfinished upload in `directory` may go on: false once its first VIDEO_HEAD_BYTES are in and
 * are not an allowed video's, so a wrong file is refused after its first piece rather than after 100 MB (as
 * the multipart upload refuses it before reading the rest). Fewer bytes, or none: true (judged at the end).
 */
export async function headMayBeVideo(directory: string, id: string): Promise<boolean> {
  const file = path.join(directory, id);
  const info = await stat(file).catch(() => null);
  if (!info || info.size < VIDEO_HEAD_BYTES) return true;
  return (await detectVideo(await readHead(file, VIDEO_HEAD_BYTES))) !== null;
}
