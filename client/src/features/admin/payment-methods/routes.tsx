import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../../app/lazyPage';
import { paymentMethodPaths } from './paths';

export const paymentMethodRoutes: RouteObject[] = [
  lazyRoute(paymentMethodPaths.list, () => import('./AdminPaymentMethodsPage'), 'AdminPaymentMethodsPage'),
];
