import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { programPaths } from './paths';

export const programRoutes: RouteObject[] = [
  lazyRoute(programPaths.list, () => import('./AdminProgramsPage'), 'AdminProgramsPage'),
  lazyRoute(programPaths.create, () => import('./ProgramFormPage'), 'AdminProgramCreatePage'),
  lazyRoute(programPaths.edit, () => import('./ProgramFormPage'), 'AdminProgramEditPage'),
  lazyRoute(programPaths.spendings, () => import('./spendings/ProgramSpendingsPage'), 'ProgramSpendingsPage'),
];
