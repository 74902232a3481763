import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { settingsPaths } from './paths';

export const settingsRoutes: RouteObject[] = [
  lazyRoute(settingsPaths.page, () => import('./AdminSettingsPage'), 'AdminSettingsPage'),
];
