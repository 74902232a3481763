import { adminUrl, type TableQuery, withQuery } from '../shared/adminUrl';

/** Route patterns, relative to /admin. */
export const slidePaths = {
  list: 'slides',
} as const;

export const slideUrls = {
  list: (query?: TableQuery) => withQuery(adminUrl(slidePaths.list), query),
};
