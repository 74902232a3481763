import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { pageBuilderPaths } from './paths';

export const pageBuilderRoutes: RouteObject[] = [
  {
    path: pageBuilderPaths.page,
    element: lazyPage(
      () => import('./AdminPageBuilderPage'),
      (m) => m.AdminPageBuilderPage,
    ),
  },
];
