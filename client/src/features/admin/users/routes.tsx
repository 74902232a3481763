import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { userPaths } from './paths';

export const userRoutes: RouteObject[] = [
  {
    path: userPaths.list,
    element: lazyPage(
      () => import('./AdminUsersPage'),
      (m) => m.AdminUsersPage,
    ),
  },
  {
    path: userPaths.create,
    element: lazyPage(
      () => import('./AdminUserFormPage'),
      (m) => m.AdminUserCreatePage,
    ),
  },
  {
    path: userPaths.edit,
    element: lazyPage(
      () => import('./AdminUserFormPage'),
      (m) => m.AdminUserEditPage,
    ),
  },
];
