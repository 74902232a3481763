import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LayoutComponent, pageLayouts, pageLayoutVersions } from '../../db/schema';

export type LayoutRow = typeof pageLayouts.$inferSelect;
export type VersionRow = typeof pageLayoutVersions.$inferSelect;

/** What a new layout is made of (the draft), by the admin API, the defaults and the seed alike. */
export interface LayoutDraft {
  name: string;
  description: string | null;
  pageKey: string;
  layoutData: LayoutComponent[];
}

/** The draft of `row` copied into its next version; the row records that version as published. */
export async function publishDraft(tx: Db, row: LayoutRow, publishedBy: number | null): Promise<LayoutRow> {
  const [{ last }] = await tx
    .select({ last: sql<number | null>`max(${pageLayoutVersions.version})` })
    .from(pageLayoutVersions)
    .where(eq(pageLayoutVersions.layoutId, row.id));
  const version = (last ?? 0) + 1;
  const [snapshot] = await tx
    .insert(pageLayoutVersions)
    .values({
      layoutId: row.id,
      version,
      name: row.name,
      description: row.description,
      pageKey: row.pageKey,
      layoutData: row.layoutData,
      publishedBy,
    })
    .returning();
  const [published] = await tx
    .update(pageLayouts)
    .set({ version, isPublished: true, publishedAt: snapshot.publishedAt })
    .where(eq(pageLayouts.id, row.id))
    .returning();
  return published;
}

/**
 * Adds a layout already published as its version 1 (defaults, seed, test fixtures); null when its page key
 * is taken (an existing page is never overwritten).
 */
export async function insertPublishedLayout(
  tx: Db,
  draft: LayoutDraft,
  publishedBy: number | null = null,
): Promise<LayoutRow | null> {
  const [row] = await tx
    .insert(pageLayouts)
    .values({ ...draft, version: 1, isPublished: false })
    .onConflictDoNothing({ target: pageLayouts.pageKey })
    .returning();
  return row ? publishDraft(tx, row, publishedBy) : null;
}

/** The latest published version of each of `layoutIds`, by layout id. */
export async function latestVersions(db: Db, layoutIds: number[]): Promise<Map<number, VersionRow>> {
  if (layoutIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([pageLayoutVersions.layoutId])
    .from(pageLayoutVersions)
    .where(inArray(pageLayoutVersions.layoutId, layoutIds))
    .orderBy(pageLayoutVersions.layoutId, desc(pageLayoutVersions.version));
  return new Map(rows.map((row) => [row.layoutId, row]));
}

/** True when the draft says something its last published version does not (always, if never published). */
export function hasUnpublishedChanges(row: LayoutRow, latest: VersionRow | undefined): boolean {
  if (!latest) return true;
  // Both come out of jsonb, whose keys the database keeps in one order, so their texts compare.
  return (
    row.name !== latest.name ||
    row.description !== latest.description ||
    row.pageKey !== latest.pageKey ||
    JSON.stringify(row.layoutData) !== JSON.stringify(latest.layoutData)
  );
}
