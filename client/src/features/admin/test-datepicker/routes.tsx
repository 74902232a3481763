import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { testDatePickerPaths } from './paths';

export const testDatePickerRoutes: RouteObject[] = [
  {
    path: testDatePickerPaths.page,
    element: lazyPage(
      () => import('./AdminTestDatePickerPage'),
      (m) => m.AdminTestDatePickerPage,
    ),
  },
];
