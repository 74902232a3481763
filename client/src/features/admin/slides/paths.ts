/** Route patterns, relative to /admin. */
export const slidePaths = {
  list: 'slides',
} as const;
