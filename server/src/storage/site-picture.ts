import { isPictureAddress, isWebAddress, messages } from '@common/validation';
import type { PictureOrigins } from '../config/picture-origins';
import type { Db } from '../db/client';
import { invalid } from '../errors';
import { isStoredImage } from './stored-image';

/** The folder of the files the upload module stores on this site (local storage). */
const UPLOADS = '/uploads/';

const parse = (address: string, base?: string): URL | null => {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
};

/**
 * Where a stored picture may point: the site's image policy (CSP img-src, see config/picture-origins.ts) shows
 * pictures of this site and of the file store only, so an address elsewhere would save and never show; and an
 * /uploads/ address must name an image the site stored, or the page would show a broken picture.
 */
export class SitePictures {
  constructor(
    private readonly db: Db,
    private readonly origins: PictureOrigins,
  ) {}

  /** Refuses `address` on `field` with the reason it would not show. `db`: the transaction, when in one. */
  async assertShown(field: string, address: string | null | undefined, db: Db = this.db): Promise<void> {
    const refusal = await this.refusal(address, db);
    if (refusal) throw invalid({ [field]: refusal });
  }

  /** Whether the image policy lets `address` show and, on /uploads/, the site stored it. */
  async isShown(address: string | null | undefined, db: Db = this.db): Promise<boolean> {
    return (await this.refusal(address, db)) === null;
  }

  /**
   * Why `address` would not show, as the message for its field; null when it would (or is blank). Other site
   * paths are left to the form rules (isPictureAddress); an absolute address on this site is read as its path,
   * so it meets the same rules.
   */
  async refusal(address: string | null | undefined, db: Db = this.db): Promise<string | null> {
    if (!address) return null;
    if (!isWebAddress(address)) return this.uploadRefusal(address, db);
    const url = parse(address) as URL;
    if (url.origin === this.origins.site) {
      const path = `${url.pathname}${url.search}`;
      return isPictureAddress(path) ? this.uploadRefusal(path, db) : messages.pictureAddress;
    }
    const fromFileStore = this.origins.fileStore.includes(url.origin) && (await isStoredImage(db, address));
    return fromFileStore ? null : messages.pictureElsewhere;
  }

  /** A site path under /uploads/ that names no image the site stored is refused. */
  private async uploadRefusal(path: string, db: Db): Promise<string | null> {
    const pathname = parse(path, this.origins.site)?.pathname;
    if (!pathname?.startsWith(UPLOADS)) return null;
    return (await isStoredImage(db, pathname)) ? null : messages.pictureNotStored;
  }
}
