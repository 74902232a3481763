import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { landingContentPaths } from './paths';

export const landingContentRoutes: RouteObject[] = [
  lazyRoute(landingContentPaths.page, () => import('./AdminLandingContentPage'), 'AdminLandingContentPage'),
];
