import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS } from '@common/date';
import { removeUpload } from './tus-finish';
import { TUS_UPLOAD_ID } from './tus-store';

/** An unfinished resumable upload nobody has added to for this long is given up (a day to come back to it). */
export const UNFINISHED_UPLOAD_KEEP_MS = DAY_MS;

/**
 * Deletes the unfinished uploads in `directory` (the tus folder) whose data and info files were both last
 * written at least UNFINISHED_UPLOAD_KEEP_MS before `now`, and any half of a pair as old; answers how many
 * uploads went. A finished upload is never here: it leaves the folder when it ends.
 */
export async function purgeUnfinishedUploads(directory: string, now: Date = new Date()): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const lastWritten = new Map<string, number>();
  for (const name of names) {
    const id = name.endsWith('.json') ? name.slice(0, -'.json'.length) : name;
    if (!TUS_UPLOAD_ID.test(id)) continue;
    const info = await lstat(path.join(directory, name)).catch(() => null);
    if (!info?.isFile()) continue;
    lastWritten.set(id, Math.max(lastWritten.get(id) ?? 0, info.mtimeMs));
  }
  let removed = 0;
  for (const [id, writtenAt] of lastWritten) {
    if (now.getTime() - writtenAt < UNFINISHED_UPLOAD_KEEP_MS) continue;
    await removeUpload(directory, id);
    removed++;
  }
  return removed;
}
