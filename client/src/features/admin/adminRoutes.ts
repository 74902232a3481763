import type { RouteObject } from 'react-router-dom';
import { auditRoutes } from './audit/routes';
import { contactRoutes } from './contacts/routes';
import { courseRoutes } from './courses/routes';
import { dashboardRoutes } from './dashboard/routes';
import { donationRoutes } from './donations/routes';
import { landingContentRoutes } from './landing-content/routes';
import { pageBuilderRoutes } from './page-builder/routes';
import { paymentMethodRoutes } from './payment-methods/routes';
import { programRoutes } from './programs/routes';
import { settingsRoutes } from './settings/routes';
import { slideRoutes } from './slides/routes';
import { testDatePickerRoutes } from './test-datepicker/routes';
import { userRoutes } from './users/routes';

/**
 * Admin screens (spec doc 3 §2.1), relative to /admin: each feature's routes, built from its urls.ts, with
 * its pages split into their own chunks. A new admin screen adds its feature's routes here.
 */
export const adminRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...userRoutes,
  ...contactRoutes,
  ...courseRoutes,
  ...slideRoutes,
  ...landingContentRoutes,
  ...pageBuilderRoutes,
  ...programRoutes,
  ...testDatePickerRoutes,
  ...paymentMethodRoutes,
  ...donationRoutes,
  ...settingsRoutes,
  ...auditRoutes,
];
