import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { userPaths } from './paths';

export const userRoutes: RouteObject[] = [
  lazyRoute(userPaths.list, () => import('./AdminUsersPage'), 'AdminUsersPage'),
  lazyRoute(userPaths.create, () => import('./AdminUserFormPage'), 'AdminUserCreatePage'),
  lazyRoute(userPaths.edit, () => import('./AdminUserFormPage'), 'AdminUserEditPage'),
];
