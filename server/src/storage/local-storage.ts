import { constants } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { removeVariants } from './image-variants';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files on the local disk under UPLOADS_DIR, served by this app at /uploads/…. */
export class LocalFileStorage implements FileStorage {
  readonly driver = 'local';
  /** Never served: a folder starting with a dot matches no storage key. */
  readonly stagingDir: string;

  /** Pictures resized for their slots (storage/image-variants.ts), made on first request. */
  readonly variantsDir: string;
  constructor(readonly root: string) {
    this.stagingDir = path.join(root, '.staging');
    this.variantsDir = path.join(root, '.variants');
  }

  pathOf(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed into place, so a crash never leaves a half-written file under its name.
    const partial = `${target}.partial`;
    await writeFile(partial, body, { flag: 'wx' });
    await rename(partial, target);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another file system: copied aside and renamed into place, as `put` does.
      const partial = `${target}.partial`;
      await copyFile(sourcePath, partial, constants.COPYFILE_EXCL);
      await rename(partial, target);
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await removeVariants(key, this.variantsDir);
  }

  urlFor(key: string): string {
    return `${UPLOADS_URL_PREFIX}${key}`;
  }
}
