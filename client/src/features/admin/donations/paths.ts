/** Route patterns, relative to /admin. */
export const donationPaths = {
  list: 'donations',
} as const;
