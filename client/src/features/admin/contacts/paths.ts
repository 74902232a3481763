/** Route patterns, relative to /admin. */
export const contactPaths = {
  list: 'contacts',
} as const;
