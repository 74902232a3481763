import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../../app/lazyPage';
import { paymentMethodPaths } from './paths';

export const paymentMethodRoutes: RouteObject[] = [
  {
    path: paymentMethodPaths.list,
    element: lazyPage(
      () => import('./AdminPaymentMethodsPage'),
      (m) => m.AdminPaymentMethodsPage,
    ),
  },
];
