import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { auditPaths } from './paths';

export const auditRoutes: RouteObject[] = [
  {
    path: auditPaths.list,
    element: lazyPage(
      () => import('./AdminAuditPage'),
      (m) => m.AdminAuditPage,
    ),
  },
];
