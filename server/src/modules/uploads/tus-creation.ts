import type { IncomingHttpHeaders } from 'node:http';
import { VIDEO_MAX_BYTES } from '@common/constants';
import { checkVideoFile, messages } from '@common/validation';
import { Metadata } from '@tus/server';
import { DomainError } from '../../errors';
import { tusMessages } from './tus-messages';

/** What a creation request declares about its file. */
export interface DeclaredVideo {
  size: number;
  /** The client's file name ('' when not sent). */
  fileName: string;
  /** The browser's MIME type ('' when not sent). */
  fileType: string;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const invalid = (message: string) => new DomainError('VALIDATION', message, { file: message });

/**
 * A creation request's file as declared by its headers, or the refusal: the length is required up front
 * (no deferred length, so a file above 100 MB is refused before a byte of it arrives), and the declared
 * name and type must both be an allowed video's when sent (the bytes are checked when the upload ends).
 */
export function readDeclaredVideo(headers: IncomingHttpHeaders): DeclaredVideo | DomainError {
  const length = header(headers, 'upload-length');
  if (header(headers, 'upload-defer-length') !== undefined || !length || !/^\d{1,16}$/.test(length))
    return invalid(tusMessages.lengthRequired);
  const size = Number(length);
  if (size > VIDEO_MAX_BYTES)
    return new DomainError('PAYLOAD_TOO_LARGE', messages.videoTooLarge, { file: messages.videoTooLarge });
  if (size === 0) return invalid(messages.fileRequired);
  const declared = header(headers, 'upload-metadata');
  let metadata: Record<string, string | null> = {};
  try {
    if (declared !== undefined) metadata = Metadata.parse(declared);
  } catch {
    return invalid(tusMessages.badRequest);
  }
  const fileName = metadata.filename ?? '';
  const fileType = metadata.filetype ?? '';
  if (fileName === '' && fileType === '') return invalid(messages.videoType);
  const refusals = [
    fileName === '' ? null : checkVideoFile({ name: fileName, type: '', size }),
    fileType === '' ? null : checkVideoFile({ name: fileName, type: fileType, size }),
  ];
  const refusal = refusals.find((message) => message !== null);
  return refusal ? invalid(refusal) : { size, fileName, fileType };
}
