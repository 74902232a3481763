/** Route patterns, relative to /admin. */
export const auditPaths = {
  list: 'audit',
} as const;
