import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Database } from '../db/client';
import { PdfPrinter } from '../documents/pdf-printer';
import { PrintDesk } from '../documents/print-desk';
import { RateLimiter } from '../limits/rate-limiter';
import { LiveBus } from '../live/live-bus';
import { createAccountResolvers, createAccountServices } from './accounts';
import { ContactResolver } from './contact/contact.resolver';
import { ContactService } from './contact/contact.service';
import { ContactAdminResolver } from './contact/contact-admin.resolver';
import { ContactAdminService } from './contact/contact-admin.service';
import { ChapterResolver } from './courses/chapters.resolver';
import { CourseAdminResolver } from './courses/course-admin.resolver';
import { CourseAdminService } from './courses/course-admin.service';
import { CourseResolver } from './courses/courses.resolver';
import { CourseService } from './courses/courses.service';
import { LessonContentResolver } from './courses/lesson-content.resolver';
import { DashboardResolver } from './dashboard/dashboard.resolver';
import { DashboardService } from './dashboard/dashboard.service';
import { ExportService } from './exports/exports.service';
import { createFundraisingResolvers, createFundraisingServices } from './fundraising';
import { HealthResolver } from './health/health.resolver';
import { HealthService } from './health/health.service';
import { LandingResolver } from './landing/landing.resolver';
import { LandingService } from './landing/landing.service';
import { LandingAdminResolver } from './landing/landing-admin.resolver';
import { LandingAdminService } from './landing/landing-admin.service';
import { createLearningResolvers, createLearningServices } from './learning/learning';
import { NewsletterResolver } from './newsletter/newsletter.resolver';
import { NewsletterService } from './newsletter/newsletter.service';
import { NotificationFeed } from './notifications/notification-feed';
import { PageLayoutAdminResolver } from './page-layouts/page-layout-admin.resolver';
import { PageLayoutAdminService } from './page-layouts/page-layout-admin.service';
import { PageLayoutResolver } from './page-layouts/page-layouts.resolver';
import { PageLayoutService } from './page-layouts/page-layouts.service';
import { PaymentMethodResolver } from './payment-methods/payment-methods.resolver';
import { PaymentMethodService } from './payment-methods/payment-methods.service';
import { SlideAdminResolver } from './slides/slide-admin.resolver';
import { SlideAdminService } from './slides/slide-admin.service';
import { SlideResolver } from './slides/slides.resolver';
import { SlideService } from './slides/slides.service';
import { SpendingAdminResolver } from './transparency/spending-admin.resolver';
import { SpendingAdminService } from './transparency/spending-admin.service';
import { TransparencyResolver } from './transparency/transparency.resolver';
import { TransparencyService } from './transparency/transparency.service';

export interface AppDeps {
  database: Database;
  config: Config;
  version: string;
  /** The server log (the console SMS sender writes codes there); absent when only the schema is built. */
  log?: FastifyBaseLogger;
}

/** The composition root: one instance of each service, shared by all requests of an app. */
export function createServices({ database, config, version, log }: AppDeps) {
  const { db } = database;
  const accounts = createAccountServices(db, config, log);
  const fundraising = createFundraisingServices(db, config, accounts, log);
  const contactAdmin = new ContactAdminService(db, accounts.audit);
  const live = new LiveBus(database, log);
  const pdfPrinter = new PdfPrinter({ executablePath: config.chromiumPath });
  return {
    ...accounts,
    ...fundraising,
    ...createLearningServices(db, accounts),
    exports: new ExportService(db, accounts.userAdmin, fundraising.donationAdmin, contactAdmin),
    health: new HealthService(db, database.driver, version),
    slides: new SlideService(db),
    slideAdmin: new SlideAdminService(db, accounts.audit, accounts.pictures),
    landing: new LandingService(db),
    landingAdmin: new LandingAdminService(db, accounts.audit, accounts.pictures),
    pageLayouts: new PageLayoutService(db),
    pageLayoutAdmin: new PageLayoutAdminService(db, accounts.audit, accounts.pictures),
    courses: new CourseService(db),
    courseAdmin: new CourseAdminService(db, accounts.audit, accounts.uploads, accounts.pictures),
    paymentMethods: new PaymentMethodService(db),
    contact: new ContactService(db, new RateLimiter(db)),
    contactAdmin,
    dashboard: new DashboardService(db),
    newsletter: new NewsletterService(db, new RateLimiter(db)),
    pdfPrinter,
    printDesk: new PrintDesk(pdfPrinter, new RateLimiter(db)),
    spendingAdmin: new SpendingAdminService(db, accounts.audit),
    transparency: new TransparencyService(db),
    live,
    notificationFeed: new NotificationFeed(accounts.notifications, live),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Resolver instances, wired by hand (esbuild emits no constructor metadata to inject from). */
export function createResolvers(services: Services): object[] {
  return [
    ...createAccountResolvers(services),
    ...createFundraisingResolvers(services),
    ...createLearningResolvers(services),
    new HealthResolver(services.health),
    new SlideResolver(services.slides),
    new SlideAdminResolver(services.slideAdmin),
    new LandingResolver(services.landing),
    new LandingAdminResolver(services.landingAdmin),
    new PageLayoutResolver(services.pageLayouts),
    new PageLayoutAdminResolver(services.pageLayoutAdmin),
    new CourseResolver(services.courses),
    new ChapterResolver(),
    new LessonContentResolver(),
    new CourseAdminResolver(services.courseAdmin),
    new PaymentMethodResolver(services.paymentMethods),
    new ContactResolver(services.contact),
    new ContactAdminResolver(services.contactAdmin),
    new DashboardResolver(services.dashboard),
    new NewsletterResolver(services.newsletter),
    new SpendingAdminResolver(services.spendingAdmin),
    new TransparencyResolver(services.transparency),
  ];
}
