import type { Config } from './config';

/** Where the site's image policy (CSP img-src) lets pictures come from, for the pages served at PUBLIC_URL. */
export interface PictureOrigins {
  /** The site's own origin (the policy's 'self'). */
  site: string;
  /** The file store's public origin when files live on S3; none for local files (served under /uploads/). */
  fileStore: string[];
}

const originOf = (url: string): string[] => {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** The one source of both the CSP's picture origins and the check that a stored picture address shows. */
export function pictureOrigins(config: Config): PictureOrigins {
  return {
    site: new URL(config.publicUrl).origin,
    fileStore: config.storage.driver === 's3' ? originOf(config.storage.s3.publicUrl) : [],
  };
}
