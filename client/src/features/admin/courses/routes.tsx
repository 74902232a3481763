import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { coursePaths } from './paths';

export const courseRoutes: RouteObject[] = [
  lazyRoute(coursePaths.list, () => import('./AdminCoursesPage'), 'AdminCoursesPage'),
  lazyRoute(coursePaths.create, () => import('./wizard/CourseWizardPage'), 'AdminCourseCreatePage'),
  lazyRoute(coursePaths.edit, () => import('./wizard/CourseWizardPage'), 'AdminCourseEditPage'),
  lazyRoute(coursePaths.videos, () => import('./videos/AdminCourseVideosPage'), 'AdminCourseVideosPage'),
  lazyRoute(coursePaths.manage, () => import('./wizard/CourseWizardPage'), 'AdminCourseEditPage'),
];
