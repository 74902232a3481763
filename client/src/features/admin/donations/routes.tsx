import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { donationPaths } from './paths';

export const donationRoutes: RouteObject[] = [
  lazyRoute(donationPaths.list, () => import('./AdminDonationsPage'), 'AdminDonationsPage'),
];
