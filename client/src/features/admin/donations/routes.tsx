import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { donationPaths } from './paths';

export const donationRoutes: RouteObject[] = [
  {
    path: donationPaths.list,
    element: lazyPage(
      () => import('./AdminDonationsPage'),
      (m) => m.AdminDonationsPage,
    ),
  },
];
