/** Route patterns, relative to /admin. */
export const landingContentPaths = {
  page: 'landing-content',
} as const;
