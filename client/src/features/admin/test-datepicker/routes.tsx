import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { testDatePickerPaths } from './paths';

export const testDatePickerRoutes: RouteObject[] = [
  lazyRoute(testDatePickerPaths.page, () => import('./AdminTestDatePickerPage'), 'AdminTestDatePickerPage'),
];
