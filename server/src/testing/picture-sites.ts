import { files } from '../db/schema';
import type { TestApp } from './test-app';

/** The site's public address in the picture tests. */
export const SITE = 'https://charity.example';
/** An origin visitors may use (ALLOWED_ORIGINS) that the image policy (CSP img-src) does not list. */
export const ALLOWED_ELSEWHERE = 'https://admin.charity.example';
/** The file store's public address: the one other place the image policy shows pictures from. */
export const FILE_STORE = 'https://files.example.org';

/** The settings of a test app served at SITE (and ALLOWED_ELSEWHERE) that keeps its files on S3 at FILE_STORE. */
export const PICTURE_SITE_ENV: Record<string, string> = {
  PUBLIC_URL: SITE,
  ALLOWED_ORIGINS: ALLOWED_ELSEWHERE,
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'https://s3.example.org',
  S3_BUCKET: 'charity-files',
  S3_ACCESS_KEY_ID: 'AKID',
  S3_SECRET_ACCESS_KEY: 'SECRET',
  S3_PUBLIC_URL: FILE_STORE,
};

/** Records `url` as an image file the site stored (as the upload module would). */
export async function insertStoredImage(t: TestApp, url: string): Promise<void> {
  await t.db.insert(files).values({ storageKey: url, url, mimeType: 'image/png', size: 10 });
}
