import { isWebAddress, messages } from '@common/validation';
import type { Db } from '../../db/client';
import { invalid } from '../../errors';
import { isStoredImage } from './stored-image';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Where a stored picture may point: the site's image policy (CSP img-src) shows pictures of this site and of
 * the file store only, so an address elsewhere would save and never show.
 */
export class SitePictures {
  private readonly siteOrigins: ReadonlySet<string>;

  /** `siteOrigins`: the addresses this site is served at (its public address and allowed origins). */
  constructor(
    private readonly db: Db,
    siteOrigins: readonly string[],
  ) {
    this.siteOrigins = new Set(siteOrigins.map(originOf).filter((origin) => origin !== null));
  }

  /**
   * Refuses, on `field`, an absolute picture address that is neither on this site nor an image the file store
   * holds. Site paths are left to the form rules (isPictureAddress). `db`: the transaction, when in one.
   */
  async assertShown(field: string, address: string | null | undefined, db: Db = this.db): Promise<void> {
    if (!(await this.isShown(address, db))) throw invalid({ [field]: messages.pictureElsewhere });
  }

  /** Whether the image policy lets `address` show (true for site paths, which the form rules check). */
  async isShown(address: string | null | undefined, db: Db = this.db): Promise<boolean> {
    if (!address || !isWebAddress(address)) return true;
    if (this.siteOrigins.has(originOf(address) ?? '')) return true;
    return isStoredImage(db, address);
  }
}
