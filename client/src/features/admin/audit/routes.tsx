import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { auditPaths } from './paths';

export const auditRoutes: RouteObject[] = [
  lazyRoute(auditPaths.list, () => import('./AdminAuditPage'), 'AdminAuditPage'),
];
