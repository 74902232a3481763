import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { slidePaths } from './paths';

export const slideRoutes: RouteObject[] = [
  lazyRoute(slidePaths.list, () => import('./AdminSlidesPage'), 'AdminSlidesPage'),
];
