// Upload constraints (spec doc 1 §5, doc 2 §5, doc 3 §5): images jpeg/jpg/png/gif/webp up to 5 MB,
// videos mp4/avi/mov/wmv/flv/webm/mkv up to 100 MB. checkImageFile/checkVideoFile work on plain metadata
// (the server's multipart parts); the schemas check browser File objects.
import * as v from 'valibot';
import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '../constants';
import { messages } from './messages';

export interface FileMeta {
  /** The MIME type the browser or the multipart part reports ('' when unknown). */
  type: string;
  /** Bytes. */
  size: number;
  name?: string;
}

function extensionOf(name: string | undefined): string {
  const dot = name?.lastIndexOf('.') ?? -1;
  return dot >= 0 && name ? name.slice(dot + 1).toLowerCase() : '';
}

function allowed(file: FileMeta, types: readonly string[], extensions: readonly string[]): boolean {
  const type = file.type.toLowerCase();
  if (type !== '') return types.includes(type) || (type === 'image/jpg' && types.includes('image/jpeg'));
  return extensions.includes(extensionOf(file.name));
}

/** True when the type (or, with no type, the extension) is an allowed image. */
export function isAllowedImage(file: FileMeta): boolean {
  return allowed(file, IMAGE_MIME_TYPES, IMAGE_EXTENSIONS);
}

/** True when the type (or, with no type, the extension) is an allowed video. */
export function isAllowedVideo(file: FileMeta): boolean {
  return allowed(file, VIDEO_MIME_TYPES, VIDEO_EXTENSIONS);
}

/** The Persian message for an unacceptable image, or null when it is fine. */
export function checkImageFile(file: FileMeta | null | undefined): string | null {
  if (!file) return messages.fileRequired;
  if (!isAllowedImage(file)) return messages.imageType;
  if (file.size > IMAGE_MAX_BYTES) return messages.imageTooLarge;
  return null;
}

/** The Persian message for an unacceptable video, or null when it is fine. */
export function checkVideoFile(file: FileMeta | null | undefined): string | null {
  if (!file) return messages.fileRequired;
  if (!isAllowedVideo(file)) return messages.videoType;
  if (file.size > VIDEO_MAX_BYTES) return messages.videoTooLarge;
  return null;
}

/** A browser File that is an allowed image of at most 5 MB. */
export const imageFileSchema = v.pipe(
  v.file(messages.imageType),
  v.check((file: File) => isAllowedImage(file), messages.imageType),
  v.maxSize(IMAGE_MAX_BYTES, messages.imageTooLarge),
);

/** A browser File that is an allowed video of at most 100 MB. */
export const videoFileSchema = v.pipe(
  v.file(messages.videoType),
  v.check((file: File) => isAllowedVideo(file), messages.videoType),
  v.maxSize(VIDEO_MAX_BYTES, messages.videoTooLarge),
);
