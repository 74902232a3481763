import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { settingsPaths } from './paths';

export const settingsRoutes: RouteObject[] = [
  {
    path: settingsPaths.page,
    element: lazyPage(
      () => import('./AdminSettingsPage'),
      (m) => m.AdminSettingsPage,
    ),
  },
];
