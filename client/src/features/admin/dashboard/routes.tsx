import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';

/** The dashboard is /admin itself. */
export const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    element: lazyPage(
      () => import('./AdminDashboardPage'),
      (m) => m.AdminDashboardPage,
    ),
  },
];
