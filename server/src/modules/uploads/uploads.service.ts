import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@common/constants';
import { messages } from '@common/validation';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { DomainError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { readImageDimensions } from './image-dimensions';
import { isTooLarge, readLimited } from './read-limited';
import type { UploadedFile } from './uploads.types';

/** Decompression bombs: a small file declaring a huge canvas is refused before anything decodes it. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const UPLOAD_FAILED = 'خطا در آپلود فایل. لطفاً دوباره تلاش کنید';
const fileError = (message: string) => new DomainError('VALIDATION', message, { file: message });

/**
 * Image uploads: read with the 5 MB limit enforced while streaming, recognised by their bytes (never by
 * name or declared type), with a complete header declaring at most IMAGE_MAX_PIXELS, stored under a
 * generated name, and recorded in `files`.
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
    const file = await Promise.resolve(upload).catch(() => null);
    if (!file) throw fileError(messages.fileRequired);
    let body: Buffer;
    try {
      body = await readLimited(file.createReadStream(), IMAGE_MAX_BYTES);
    } catch (error) {
      if (isTooLarge(error)) {
        throw new DomainError('PAYLOAD_TOO_LARGE', messages.imageTooLarge, { file: messages.imageTooLarge });
      }
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
    // The row first, then the file: a crash in between leaves a row whose file is missing (a 404), never
    // a file no row knows about.
    const [row] = await this.db
      .insert(files)
      .values({
        storageKey: key,
        url,
        mimeType: kind.mime,
        size: body.length,
        originalName: file.filename.slice(0, 255),
        ownerId,
      })
      .returning({ id: files.id });
    try {
      await this.storage.put(key, body, kind.mime);
    } catch (error) {
      await this.db.delete(files).where(eq(files.id, row.id));
      throw error;
    }
    return { url, fileUrl: url, fileName, mimeType: kind.mime, size: body.length };
  }
}
