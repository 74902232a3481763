import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { contactPaths } from './paths';

export const contactRoutes: RouteObject[] = [
  lazyRoute(contactPaths.list, () => import('./AdminContactsPage'), 'AdminContactsPage'),
];
