import path from 'node:path';
import type { StorageSettings } from '../config/accounts-config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

/** The storage STORAGE_DRIVER chooses. */
export function createFileStorage(settings: StorageSettings): FileStorage {
  return settings.driver === 's3'
    ? new S3FileStorage(settings.s3, path.join(settings.uploadsDir, '.staging'))
    : new LocalFileStorage(settings.uploadsDir);
}
