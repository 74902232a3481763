import type { CourseCategory, CourseStatus } from '../../../gql/graphql';
import { adminUrl, type TableQuery, type UrlId, withQuery } from '../shared/adminUrl';

/** Route patterns, relative to /admin. */
export const coursePaths = {
  list: 'courses',
  create: 'courses/create',
  edit: 'courses/:courseId/edit',
  videos: 'courses/:id/videos',
  // The spec's older simple edit page (doc 3 §2.9) is a mock; its address opens the wizard.
  manage: 'courses/:id',
} as const;

/** The filters /admin/courses keeps in its address. */
export interface CourseListQuery extends TableQuery {
  q?: string;
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
