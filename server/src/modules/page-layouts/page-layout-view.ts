import { readLayout } from '@common/page-layout';
import { pageAddress } from '@common/site-paths';
import { sanitizeStoredLayout } from './layout-sanitizer';
import { hasUnpublishedChanges, type LayoutRow, type VersionRow } from './page-layout-store';
import type { PageLayout, PageLayoutVersion } from './page-layouts.types';

/** Stored components as JSON text, sanitised again on the way out so rows written by any path are safe. */
export const layoutText = (data: unknown): string => JSON.stringify(sanitizeStoredLayout(data));

/** A layout as admins see it: the working draft, with how it stands against its last published version. */
export function toAdminLayout(row: LayoutRow, latest: VersionRow | undefined): PageLayout {
  return {
    ...row,
    isPublished: latest !== undefined,
    version: latest?.version ?? row.version,
    publishedAt: latest?.publishedAt ?? null,
    publicPath: latest ? pageAddress(row.id, latest.pageKey) : null,
    hasUnpublishedChanges: hasUnpublishedChanges(row, latest),
    layoutData: layoutText(row.layoutData),
  };
}

/** A layout as the public sees it: its last published version. */
export function toPublicLayout(layout: Pick<LayoutRow, 'id' | 'createdAt'>, version: VersionRow): PageLayout {
  return {
    id: layout.id,
    name: version.name,
    description: version.description,
    pageKey: version.pageKey,
    version: version.version,
    isPublished: true,
    hasUnpublishedChanges: false,
    publishedAt: version.publishedAt,
    publicPath: pageAddress(layout.id, version.pageKey),
    layoutData: layoutText(version.layoutData),
    createdAt: layout.createdAt,
    updatedAt: version.publishedAt,
  };
}

export function toVersion(
  row: VersionRow,
  publishedByName: string | null,
  isLatest: boolean,
): PageLayoutVersion {
  const layoutData = layoutText(row.layoutData);
  return { ...row, layoutData, content: readLayout(layoutData), publishedByName, isLatest };
}
