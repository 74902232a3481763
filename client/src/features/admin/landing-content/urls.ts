import { adminUrl } from '../shared/adminUrl';

/** Route patterns, relative to /admin. */
export const landingContentPaths = {
  page: 'landing-content',
} as const;

export const landingContentUrls = {
  page: () => adminUrl(landingContentPaths.page),
};
