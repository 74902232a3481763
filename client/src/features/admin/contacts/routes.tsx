import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { contactPaths } from './paths';

export const contactRoutes: RouteObject[] = [
  {
    path: contactPaths.list,
    element: lazyPage(
      () => import('./AdminContactsPage'),
      (m) => m.AdminContactsPage,
    ),
  },
];
