/** Route patterns, relative to /admin. */
export const settingsPaths = {
  page: 'settings',
} as const;
