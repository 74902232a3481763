/** Route patterns, relative to /admin. */
export const pageBuilderPaths = {
  page: 'page-builder',
} as const;
