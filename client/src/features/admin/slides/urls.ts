import { adminUrl, type TableQuery, withQuery } from '../shared/adminUrl';
import { slidePaths } from './paths';

export { slidePaths } from './paths';

export const slideUrls = {
  list: (query?: TableQuery) => withQuery(adminUrl(slidePaths.list), query),
};
