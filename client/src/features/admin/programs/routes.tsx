import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { programPaths } from './paths';

export const programRoutes: RouteObject[] = [
  {
    path: programPaths.list,
    element: lazyPage(
      () => import('./AdminProgramsPage'),
      (m) => m.AdminProgramsPage,
    ),
  },
  {
    path: programPaths.create,
    element: lazyPage(
      () => import('./ProgramFormPage'),
      (m) => m.AdminProgramCreatePage,
    ),
  },
  {
    path: programPaths.edit,
    element: lazyPage(
      () => import('./ProgramFormPage'),
      (m) => m.AdminProgramEditPage,
    ),
  },
  {
    path: programPaths.spendings,
    element: lazyPage(
      () => import('./spendings/ProgramSpendingsPage'),
      (m) => m.ProgramSpendingsPage,
    ),
  },
];
