import type { Db } from '../db/client';
import type { Loaders } from '../graphql/loaders';
import type { Viewer } from '../graphql/viewer';
import {
  composeLoaders,
  composeResolvers,
  composeServices,
  type ServicesOf,
  type UnmetNeeds,
} from '../kernel/compose';
import type { AppDeps } from '../kernel/infrastructure';
import { auditModule } from './audit/audit.module';
import { authModule } from './auth/auth.module';
import { contactModule } from './contact/contact.module';
import { coursesModule } from './courses/courses.module';
import { dashboardModule } from './dashboard/dashboard.module';
import { donationsModule } from './donations/donations.module';
import { enrollmentsModule } from './enrollments/enrollments.module';
import { exportsModule } from './exports/exports.module';
import { healthModule } from './health/health.module';
import { housekeepingModule } from './housekeeping/housekeeping.module';
import { landingModule } from './landing/landing.module';
import { learningModule } from './learning/learning.module';
import { newsletterModule } from './newsletter/newsletter.module';
import { notificationsModule } from './notifications/notifications.module';
import { oneTimeCodesModule } from './one-time-codes/one-time-codes.module';
import { pageLayoutsModule } from './page-layouts/page-layouts.module';
import { paymentMethodsModule } from './payment-methods/payment-methods.module';
import { paymentsModule } from './payments/payments.module';
import { programsModule } from './programs/programs.module';
import { receiptsModule } from './receipts/receipts.module';
import { sessionsModule } from './sessions/sessions.module';
import { settingsModule } from './settings/settings.module';
import { slidesModule } from './slides/slides.module';
import { transparencyModule } from './transparency/transparency.module';
import { uploadsModule } from './uploads/uploads.module';
import { usersModule } from './users/users.module';

/** The app's modules in order: a module's services may use the infrastructure and the modules above it. */
export const modules = [
  auditModule,
  settingsModule,
  notificationsModule,
  sessionsModule,
  oneTimeCodesModule,
  uploadsModule,
  usersModule,
  authModule,
  healthModule,
  slidesModule,
  landingModule,
  pageLayoutsModule,
  coursesModule,
  receiptsModule,
  paymentMethodsModule,
  paymentsModule,
  programsModule,
  donationsModule,
  enrollmentsModule,
  learningModule,
  contactModule,
  dashboardModule,
  newsletterModule,
  transparencyModule,
  exportsModule,
  housekeepingModule,
] as const;

/** A type error here names the first module whose needs the modules above it do not meet. */
export const moduleOrder: UnmetNeeds<typeof modules> = 'none';

export type { AppDeps };

export type Services = ServicesOf<typeof modules>;

export const createServices = (deps: AppDeps): Services => composeServices(modules, deps);

export const createResolvers = (services: Services): object[] => composeResolvers(modules, services);

export const createLoaders = (db: Db, viewer: Viewer | null): Loaders => composeLoaders(modules, db, viewer);
