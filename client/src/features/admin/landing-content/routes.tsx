import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { landingContentPaths } from './paths';

export const landingContentRoutes: RouteObject[] = [
  {
    path: landingContentPaths.page,
    element: lazyPage(
      () => import('./AdminLandingContentPage'),
      (m) => m.AdminLandingContentPage,
    ),
  },
];
