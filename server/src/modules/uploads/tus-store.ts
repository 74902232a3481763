import path from 'node:path';
import type { FileStorage } from '../../storage/file-storage';

/**
 * Where resumable uploads wait until they are whole: a folder of their own in the storage's local staging
 * folder (under the uploads root for the local disk, so the finished file moves into place by a rename;
 * the same local folder when files go to S3, which takes the file in one PUT once it is checked). Each
 * upload is a data file named by its id and the `<id>.json` the tus file store keeps beside it. A folder of
 * its own because the staging folder's own sweep removes loose files after hours, and a paused upload may
 * wait a day.
 */
export const tusDirectoryOf = (storage: FileStorage): string => path.join(storage.stagingDir, 'tus');

/** The tus file store's upload ids (its default names: 16 random bytes in hex). */
export const TUS_UPLOAD_ID = /^[0-9a-f]{32}$/;
