import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { pageBuilderPaths } from './paths';

export const pageBuilderRoutes: RouteObject[] = [
  lazyRoute(pageBuilderPaths.page, () => import('./AdminPageBuilderPage'), 'AdminPageBuilderPage'),
];
