import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, VIDEO_MAX_BYTES } from '@common/constants';
import { messages } from '@common/validation';
import { eq, sum } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import type { UploadLimitSettings } from '../../config/uploads-config';
import type { Db } from '../../db/client';
import { files, users } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Viewer } from '../../graphql/viewer';
import type { RateLimiter } from '../../limits/rate-limiter';
import { CONTENT_TYPES, type FileStorage } from '../../storage/file-storage';
import { readImageDimensions } from './image-dimensions';
import { isTooLarge, readLimited } from './read-limited';
import { type StagedFile, stageUpload } from './stage-upload';
import { uploadMessages } from './uploads.messages';
import type { UploadedFile, UploadedVideo } from './uploads.types';
import { isWholeVideoHeader } from './video-header';
import { detectVideo, VIDEO_HEAD_BYTES, type VideoExtension } from './video-kind';

/** Decompression bombs: a small file declaring a huge canvas is refused before anything decodes it. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const UPLOAD_FAILED = uploadMessages.failed;
const fileError = (message: string) => new DomainError('VALIDATION', message, { file: message });
const tooLarge = (message: string) => new DomainError('PAYLOAD_TOO_LARGE', message, { file: message });
const quotaFull = () => tooLarge(uploadMessages.quotaFull);
const HOUR_SECONDS = 60 * 60;

/** The client's name for the file, kept as metadata only (PostgreSQL text holds no NUL; no control characters). */
const originalNameOf = (name: string) =>
  [...name]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .slice(0, 255)
    .join('');

type FileRow = Omit<typeof files.$inferInsert, 'id' | 'createdAt' | 'ownerId'>;

/** Bytes of the stored files `ownerId` owns. */
async function storedBytesOf(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(files.size) })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return Number(row?.bytes ?? 0);
}

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
 * Each upload counts against its uploader's hourly number, and a member's stored files against their quota
 * (admins have none: course videos).
 */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly limiter: RateLimiter,
    private readonly limits: UploadLimitSettings,
  ) {}

  async saveImage(upload: Promise<FileUpload> | null | undefined, viewer: Viewer): Promise<UploadedFile> {
    await this.admit(viewer);
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
      originalName: originalNameOf(file.filename),
    };
    await this.record(row, viewer, () => this.storage.put(key, body, kind.mime));
    return { url, fileUrl: url, fileName, mimeType: kind.mime, size: body.length };
  }

  /**
   * A course video: MP4, AVI, MOV, WMV, FLV, WEBM or MKV by its first bytes (a wrong type is refused before
   * the rest is read), at most 100 MB, streamed to a staging file and handed to storage from there.
   */
  async saveVideo(upload: Promise<FileUpload> | null | undefined, viewer: Viewer): Promise<UploadedVideo> {
    await this.admit(viewer);
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
      return await this.storeVideoFile(staged, file.filename, viewer);
    } finally {
      await rm(staged.path, { force: true });
    }
  }

  /**
   * A video file already on the local disk (a multipart upload's staging file, or a finished resumable
   * upload), recognised as `staged.inspected` from its first bytes: refused unless its opening structure is
   * whole, else handed to storage under `videos/<uuid>.<ext>` and recorded. The caller removes the source.
   */
  async storeVideoFile(
    staged: StagedFile<VideoExtension>,
    originalName: string,
    viewer: Viewer,
  ): Promise<UploadedVideo> {
    const { inspected: ext, head, size } = staged;
    if (!isWholeVideoHeader(head, size, ext)) throw fileError(messages.videoType);
    const fileName = `${randomUUID()}.${ext}`;
    const key = `videos/${fileName}`;
    const mimeType = CONTENT_TYPES[ext];
    const url = this.storage.urlFor(key);
    const row = { storageKey: key, url, mimeType, size, originalName: originalNameOf(originalName) };
    await this.record(row, viewer, () => this.storage.putFile(key, staged.path, size, mimeType));
    return { fileUrl: url, minioKey: key, fileName, mimeType, size };
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

  /** The quota that holds for `viewer` in bytes, or null (admins, or no quota set). */
  private quotaOf(viewer: Viewer): number | null {
    return viewer.userType === 'ADMIN' || this.limits.memberQuotaBytes === 0
      ? null
      : this.limits.memberQuotaBytes;
  }

  /**
   * Before the file is read: the upload counts against the uploader's hourly number (429 beyond), and a
   * member whose files already fill the quota is refused (413). A resumable upload is admitted once, when
   * it is created.
   */
  async admit(viewer: Viewer): Promise<void> {
    const perHour = viewer.userType === 'ADMIN' ? this.limits.adminPerHour : this.limits.perHour;
    await this.limiter.consume(
      `upload:${viewer.userId}`,
      HOUR_SECONDS,
      perHour,
      uploadMessages.tooManyUploads,
    );
    const quota = this.quotaOf(viewer);
    if (quota !== null && (await storedBytesOf(this.db, viewer.userId)) >= quota) throw quotaFull();
  }

  /**
   * The row first, then the file: a crash in between leaves a row whose file is missing (a 404), never a
   * file no row knows about. A failed write takes the row back. Under a quota the uploader's row is locked
   * while their stored bytes are summed and the new row added, so parallel uploads cannot pass it together.
   */
  private async record(row: FileRow, viewer: Viewer, write: () => Promise<void>): Promise<void> {
    const quota = this.quotaOf(viewer);
    const values = { ...row, ownerId: viewer.userId };
    const id = await this.db.transaction(async (tx) => {
      if (quota !== null) {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.userId)).for('update');
        if ((await storedBytesOf(tx, viewer.userId)) + row.size > quota) throw quotaFull();
      }
      const [inserted] = await tx.insert(files).values(values).returning({ id: files.id });
      return inserted.id;
    });
    try {
      await write();
    } catch (error) {
      await this.db.delete(files).where(eq(files.id, id));
      throw error;
    }
  }
}
