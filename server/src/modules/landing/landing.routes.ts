import { rowsTagged } from '../../rest/route';
import { landingAdminRoutes } from './landing-admin.routes';

export const landingRoutes = [
  rowsTagged('public')('GET', '/public/landing', 'publicLanding'),
  ...landingAdminRoutes,
];
