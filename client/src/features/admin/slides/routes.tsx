import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { slidePaths } from './paths';

export const slideRoutes: RouteObject[] = [
  {
    path: slidePaths.list,
    element: lazyPage(
      () => import('./AdminSlidesPage'),
      (m) => m.AdminSlidesPage,
    ),
  },
];
