import type { GraphQLSchema } from 'graphql';
import { auditRoutes } from '../modules/audit/audit.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { contactRoutes } from '../modules/contact/contact.routes';
import { courseAdminRoutes } from '../modules/courses/course-admin.routes';
import { courseRoutes } from '../modules/courses/courses.routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { donationRoutes } from '../modules/donations/donations.routes';
import { enrollmentRoutes } from '../modules/enrollments/enrollments.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { inputFieldMessages } from '../modules/input-schemas';
import { landingRoutes } from '../modules/landing/landing.routes';
import { learningRoutes } from '../modules/learning/learning.routes';
import { newsletterRoutes } from '../modules/newsletter/newsletter.routes';
import { notificationRoutes } from '../modules/notifications/notifications.routes';
import { pageLayoutAdminRoutes } from '../modules/page-layouts/page-layout-admin.routes';
import { pageLayoutRoutes } from '../modules/page-layouts/page-layouts.routes';
import { paymentMethodAdminRoutes } from '../modules/payment-methods/payment-method-admin.routes';
import { paymentMethodRoutes } from '../modules/payment-methods/payment-methods.routes';
import { paymentRoutes } from '../modules/payments/payments.routes';
import { programAdminRoutes } from '../modules/programs/program-admin.routes';
import { programRoutes } from '../modules/programs/programs.routes';
import { receiptRoutes } from '../modules/receipts/receipts.routes';
import { settingsRoutes } from '../modules/settings/settings.routes';
import { slideAdminRoutes } from '../modules/slides/slide-admin.routes';
import { slideRoutes } from '../modules/slides/slides.routes';
import { spendingAdminRoutes } from '../modules/transparency/spending-admin.routes';
import { transparencyRoutes } from '../modules/transparency/transparency.routes';
import { uploadRoutes } from '../modules/uploads/uploads.routes';
import { userAdminRoutes } from '../modules/users/user-admin.routes';
import { userRoutes } from '../modules/users/users.routes';
import { resolveRoutes } from './derive';
import type { AnyRestRow } from './route';

/** Every documented /api route, one row each, gathered from the domain modules. */
export const restRoutes: readonly AnyRestRow[] = [
  ...authRoutes,
  ...userRoutes,
  ...userAdminRoutes,
  ...auditRoutes,
  ...settingsRoutes,
  ...notificationRoutes,
  ...uploadRoutes,
  ...healthRoutes,
  ...slideRoutes,
  ...slideAdminRoutes,
  ...landingRoutes,
  ...pageLayoutRoutes,
  ...pageLayoutAdminRoutes,
  ...courseAdminRoutes,
  ...courseRoutes,
  ...enrollmentRoutes,
  ...learningRoutes,
  ...paymentMethodRoutes,
  ...programAdminRoutes,
  ...programRoutes,
  ...donationRoutes,
  ...paymentRoutes,
  ...paymentMethodAdminRoutes,
  ...contactRoutes,
  ...dashboardRoutes,
  ...newsletterRoutes,
  ...spendingAdminRoutes,
  ...transparencyRoutes,
  ...receiptRoutes,
];

/** The table as the adapter runs it on `schema`: each derived row with its operation and typed reading. */
export const restRoutesFor = (schema: GraphQLSchema) => resolveRoutes(schema, restRoutes, inputFieldMessages);
