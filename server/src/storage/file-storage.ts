/** Where uploaded files live; keys are chosen by the server ('images/<uuid>.png'). */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /**
   * A local directory for files still arriving (created on use). For the local disk it lies under the
   * storage root, so moving a finished file into place is a rename.
   */
  readonly stagingDir: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores the `size`-byte file at `sourcePath` under `key` without reading it into memory. The source may
   * be moved away; the caller removes it afterwards in any case.
   */
  putFile(key: string, sourcePath: string, size: number, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The address visitors fetch the file from. */
  urlFor(key: string): string;
}

/** Server-chosen keys only: lower-case folders, a generated name and a known extension. */
export const STORAGE_KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]{2,5}$/;

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};
