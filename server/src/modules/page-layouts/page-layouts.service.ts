import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageLayouts } from '../../db/schema';
import { sanitizeStoredLayout } from './layout-sanitizer';
import type { PageLayout } from './page-layouts.types';

export { sanitizeLayoutData } from './layout-sanitizer';

type LayoutRow = typeof pageLayouts.$inferSelect;

/** Stored layouts are sanitised again on the way out, so rows written by any path are safe to render. */
function toPageLayout(row: LayoutRow): PageLayout {
  return { ...row, layoutData: JSON.stringify(sanitizeStoredLayout(row.layoutData)) };
}

export class PageLayoutService {
  constructor(private readonly db: Db) {}

  /** A published layout, or null when it does not exist or is still a draft. */
  async findPublished(id: number): Promise<PageLayout | null> {
    const [row] = await this.db
      .select()
      .from(pageLayouts)
      .where(and(eq(pageLayouts.id, id), eq(pageLayouts.isPublished, true)));
    return row ? toPageLayout(row) : null;
  }
}
