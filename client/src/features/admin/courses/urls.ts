import type { CourseCategory, CourseStatus } from '../../../gql/graphql';
import { adminUrl, type SearchQuery, type TableQuery, type UrlId, withQuery } from '../shared/adminUrl';
import { coursePaths } from './paths';

export { coursePaths } from './paths';

/** The filters /admin/courses keeps in its address. */
export interface CourseListQuery extends TableQuery, SearchQuery {
  category?: CourseCategory;
  status?: CourseStatus;
}

export const courseUrls = {
  list: (query?: CourseListQuery) => withQuery(adminUrl(coursePaths.list), query),
  create: () => adminUrl(coursePaths.create),
  edit: (courseId: UrlId) => adminUrl(coursePaths.edit, { courseId }),
  videos: (id: UrlId) => adminUrl(coursePaths.videos, { id }),
  manage: (id: UrlId) => adminUrl(coursePaths.manage, { id }),
};
