// The first path segments the site answers itself (issue 27): a published page is shown at /{its key}, so a
// key equal to one of these would never be reached. The client's route table and the server's doors are
// checked against these lists by tests (client/src/app/router.test.tsx, server/src/app-paths.test.ts).

/** The client's own pages: every top-level path of `client/src/app/router.tsx` except the keyed pages. */
export const CLIENT_PAGE_SEGMENTS = [
  'about',
  'contact',
  'programs',
  'courses',
  'pages',
  'verify',
  'login',
  'signup',
  'profile',
  'notifications',
  'receipts',
  'dashboard',
  'admin',
] as const;

/** What the server answers before any page: its doors, uploaded files, the built assets and public files. */
export const SERVER_SEGMENTS = ['api', 'graphql', 'uploads', 'assets', 'images', 'stand-in'] as const;

const RESERVED = new Set<string>([...CLIENT_PAGE_SEGMENTS, ...SERVER_SEGMENTS]);

/** True when `/{key}` is already one of the site's own addresses. */
export function isReservedPageKey(key: string): boolean {
  return RESERVED.has(key.trim().toLowerCase());
}

/** The public address of the page published under `key` (layout `id`): /{key}, or /pages/{id} if reserved. */
export function pageAddress(id: number, key: string): string {
  return isReservedPageKey(key) ? `/pages/${id}` : `/${key}`;
}
