import { rm } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@common/validation';
import { DomainError } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import { readHead } from './tus-head';
import type { UploadService } from './uploads.service';
import type { UploadedVideo } from './uploads.types';
import { detectVideo, VIDEO_HEAD_BYTES } from './video-kind';

/** A resumable upload whose last byte has arrived. */
export interface FinishedUpload {
  id: string;
  size: number;
  /** The client's name for the file, from the upload's metadata. */
  fileName: string;
}

/**
 * A finished upload in `directory` checked as POST /courses/upload/video checks a file (an allowed video by
 * its first bytes, its opening structure whole) and handed to storage under the same key scheme. Whatever
 * the outcome, the upload's data and info files are removed afterwards: a refused file is gone, and a
 * stored one is no longer resumable.
 */
export async function storeFinishedVideo(
  uploads: UploadService,
  directory: string,
  upload: FinishedUpload,
  viewer: Viewer,
): Promise<UploadedVideo> {
  const file = path.join(directory, upload.id);
  try {
    const head = await readHead(file, VIDEO_HEAD_BYTES);
    const ext = await detectVideo(head);
    if (!ext) throw new DomainError('VALIDATION', messages.videoType, { file: messages.videoType });
    const staged = { path: file, size: upload.size, head, inspected: ext };
    return await uploads.storeVideoFile(staged, upload.fileName, viewer);
  } finally {
    await removeUpload(directory, upload.id);
  }
}

/** Removes an upload's data file and the tus file store's `<id>.json` beside it (either may be gone). */
export async function removeUpload(directory: string, id: string): Promise<void> {
  await rm(path.join(directory, id), { force: true });
  await rm(path.join(directory, `${id}.json`), { force: true });
}
