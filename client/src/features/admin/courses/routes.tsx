import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { coursePaths } from './paths';

const editPage = () =>
  lazyPage(
    () => import('./wizard/CourseWizardPage'),
    (m) => m.AdminCourseEditPage,
  );

export const courseRoutes: RouteObject[] = [
  {
    path: coursePaths.list,
    element: lazyPage(
      () => import('./AdminCoursesPage'),
      (m) => m.AdminCoursesPage,
    ),
  },
  {
    path: coursePaths.create,
    element: lazyPage(
      () => import('./wizard/CourseWizardPage'),
      (m) => m.AdminCourseCreatePage,
    ),
  },
  { path: coursePaths.edit, element: editPage() },
  {
    path: coursePaths.videos,
    element: lazyPage(
      () => import('./videos/AdminCourseVideosPage'),
      (m) => m.AdminCourseVideosPage,
    ),
  },
  { path: coursePaths.manage, element: editPage() },
];
