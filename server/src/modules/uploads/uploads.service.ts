import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, VIDEO_MAX_BYTES } from '@common/constants';
import { messages } from '@common/validation';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { DomainError } from '../../errors';
import { CONTENT_TYPES, type FileStorage } from '../../storage/file-storage';
import { readImageDimensions } from './image-dimensions';
import { isTooLarge, readLimited } from './read-limited';
import { type StagedFile, stageUpload } from './stage-upload';
import type { UploadedFile, UploadedVideo } from './uploads.types';
import { isWholeVideoHeader } from './video-header';
import { detectVideo, VIDEO_HEAD_BYTES, type VideoExtension } from './video-kind';

/** Decompression bombs: a small file declaring a huge canvas is refused before anything decodes it. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const UPLOAD_FAILED = 'خطا در آپلود فایل. لطفاً دوباره تلاش کنید';
const fileError = (message: string) => new DomainError('VALIDATION', message, { file: message });
const tooLarge = (message: string) => new DomainError('PAYLOAD_TOO_LARGE', message, { file: message });

/** The client's name for the file, kept as metadata only (PostgreSQL text holds no NUL; no control characters). */
const originalNameOf = (file: FileUpload) =>
  [...file.filename]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .slice(0, 255)
    .join('');

type FileRow = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;

/** The multipart file the request carried; a missing or broken part is 'no file chosen'. */
async function received(upload: Promise<FileUpload> | null | undefined): Promise<FileUpload> {
  const file = await Promise.resolve(upload).catch(() => null);
  if (!file) throw fileError(messages.fileRequired);
  return file;
}

/**
 * Uploads, recognised by their bytes (never by name or declared type), with their size limit enforced
 * while streaming, stored under a generated name and recorded in `files`. Images (5 MB, a complete header
 * declaring at most IMAGE_MAX_PIXELS) are read into memory; videos (100 MB) stream through a staging file.
 */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  async saveImage(
    upload: Promise<FileUpload> | null | undefined,
    ownerId: number | null,
  ): Promise<UploadedFile> {
    const file = await received(upload);
    let body: Buffer;
    try {
      body = await readLimited(file.createReadStream(), IMAGE_MAX_BYTES);
    } catch (error) {
      if (isTooLarge(error)) throw tooLarge(messages.imageTooLarge);
      throw fileError(UPLOAD_FAILED);
    }
    if (body.length === 0) throw fileError(messages.fileRequired);
    const kind = await fileTypeFromBuffer(body);
    if (!kind || !(IMAGE_MIME_TYPES as readonly string[]).includes(kind.mime))
      throw fileError(messages.imageType);
    const dimensions = readImageDimensions(body, kind.mime);
    if (!dimensions) throw fileError(messages.imageType);
    if (dimensions.width * dimensions.height > IMAGE_MAX_PIXELS) throw fileError(messages.imageTooManyPixels);
    const fileName = `${randomUUID()}.${kind.ext}`;
    const key = `images/${fileName}`;
    const url = this.storage.urlFor(key);
    const row = {
      storageKey: key,
      url,
      mimeType: kind.mime,
      size: body.length,
      originalName: originalNameOf(file),
      ownerId,
    };
    await this.record(row, () => this.storage.put(key, body, kind.mime));
    return { url, fileUrl: url, fileName, mimeType: kind.mime, size: body.length };
  }

  /**
   * A course video: MP4, AVI, MOV, WMV, FLV, WEBM or MKV by its first bytes (a wrong type is refused before
   * the rest is read), at most 100 MB, streamed to a staging file and handed to storage from there.
   */
  async saveVideo(
    upload: Promise<FileUpload> | null | undefined,
    ownerId: number | null,
  ): Promise<UploadedVideo> {
    const file = await received(upload);
    let staged: StagedFile<VideoExtension>;
    try {
      staged = await this.stageVideo(file);
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (isTooLarge(error)) throw tooLarge(messages.videoTooLarge);
      throw fileError(UPLOAD_FAILED);
    }
    try {
      const { inspected: ext, head, size } = staged;
      if (!isWholeVideoHeader(head, size, ext)) throw fileError(messages.videoType);
      const fileName = `${randomUUID()}.${ext}`;
      const key = `videos/${fileName}`;
      const mimeType = CONTENT_TYPES[ext];
      const url = this.storage.urlFor(key);
      const row = { storageKey: key, url, mimeType, size, originalName: originalNameOf(file), ownerId };
      await this.record(row, () => this.storage.putFile(key, staged.path, size, mimeType));
      return { fileUrl: url, minioKey: key, fileName, mimeType, size };
    } finally {
      await rm(staged.path, { force: true });
    }
  }

  private stageVideo(file: FileUpload): Promise<StagedFile<VideoExtension>> {
    return stageUpload(file.createReadStream(), this.storage.stagingDir, {
      maxBytes: VIDEO_MAX_BYTES,
      headBytes: VIDEO_HEAD_BYTES,
      async inspectHead(head): Promise<VideoExtension> {
        if (head.length === 0) throw fileError(messages.fileRequired);
        const ext = await detectVideo(head);
        if (!ext) throw fileError(messages.videoType);
        return ext;
      },
    });
  }

  /**
   * The row first, then the file: a crash in between leaves a row whose file is missing (a 404), never a
   * file no row knows about. A failed write takes the row back.
   */
  private async record(row: FileRow, write: () => Promise<void>): Promise<void> {
    const [{ id }] = await this.db.insert(files).values(row).returning({ id: files.id });
    try {
      await write();
    } catch (error) {
      await this.db.delete(files).where(eq(files.id, id));
      throw error;
    }
  }
}
