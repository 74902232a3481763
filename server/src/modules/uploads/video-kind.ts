import type { VIDEO_EXTENSIONS } from '@common/constants';
import { fileTypeFromBuffer } from 'file-type';

export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];

/** file-type's extension for each accepted container → the extension it is stored under. */
const ACCEPTED: Record<string, VideoExtension> = {
  mp4: 'mp4',
  mov: 'mov',
  avi: 'avi',
  // ASF is WMV's container; file-type calls it audio when the first stream described is the sound track.
  asf: 'wmv',
  flv: 'flv',
  webm: 'webm',
  mkv: 'mkv',
};

/** The first bytes read to recognise a video (ASF and EBML headers describe themselves within them). */
export const VIDEO_HEAD_BYTES = 64 * 1024;

/** The allowed video a file's first bytes show, or null (never from its name or declared type). */
export async function detectVideo(head: Buffer): Promise<VideoExtension | null> {
  const kind = await fileTypeFromBuffer(head);
  return (kind && ACCEPTED[kind.ext]) ?? null;
}
