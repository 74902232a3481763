import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageLayouts, pageLayoutVersions } from '../../db/schema';
import { toPublicLayout } from './page-layout-view';
import type { PageLayout } from './page-layouts.types';

export { sanitizeLayoutData } from './layout-sanitizer';

/** The public side of page layouts: only published versions, never a draft. */
export class PageLayoutService {
  constructor(private readonly db: Db) {}

  /** The last published version of a layout, or null when it does not exist or was never published. */
  async findPublished(id: number): Promise<PageLayout | null> {
    const [found] = await this.db
      .select({ version: pageLayoutVersions, createdAt: pageLayouts.createdAt })
      .from(pageLayoutVersions)
      .innerJoin(pageLayouts, eq(pageLayouts.id, pageLayoutVersions.layoutId))
      .where(eq(pageLayoutVersions.layoutId, id))
      .orderBy(desc(pageLayoutVersions.version))
      .limit(1);
    return found ? toPublicLayout({ id, createdAt: found.createdAt }, found.version) : null;
  }

  /**
   * The page published under `pageKey`: among layouts whose last published version carries that key, the
   * most recently published one (a draft that changed its key keeps the old address until it is published).
   */
  async findPublishedByKey(pageKey: string): Promise<PageLayout | null> {
    const key = pageKey.trim().toLowerCase();
    const [found] = await this.db
      .select({ version: pageLayoutVersions, createdAt: pageLayouts.createdAt })
      .from(pageLayoutVersions)
      .innerJoin(pageLayouts, eq(pageLayouts.id, pageLayoutVersions.layoutId))
      .where(
        and(
          eq(pageLayoutVersions.pageKey, key),
          eq(
            pageLayoutVersions.version,
            sql`(select max(v.version) from ${pageLayoutVersions} v where v.layout_id = ${pageLayoutVersions.layoutId})`,
          ),
        ),
      )
      .orderBy(desc(pageLayoutVersions.publishedAt), desc(pageLayoutVersions.id))
      .limit(1);
    return found
      ? toPublicLayout({ id: found.version.layoutId, createdAt: found.createdAt }, found.version)
      : null;
  }
}
