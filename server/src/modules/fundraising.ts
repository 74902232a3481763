import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import { ZarinpalClient } from '../payments/zarinpal-client';
import type { AuditService } from './audit/audit.service';
import { RateLimiter } from './auth/rate-limiter';
import { DonationAdminResolver } from './donations/donation-admin.resolver';
import { DonationAdminService } from './donations/donation-admin.service';
import { DonationCompletion } from './donations/donation-completion';
import { DonationResolver } from './donations/donations.resolver';
import { DonationService } from './donations/donations.service';
import { EnrollmentAdminResolver } from './enrollments/enrollment-admin.resolver';
import { EnrollmentAdminService } from './enrollments/enrollment-admin.service';
import { EnrollmentCompletion } from './enrollments/enrollment-completion';
import { EnrollmentResolver } from './enrollments/enrollments.resolver';
import { EnrollmentService } from './enrollments/enrollments.service';
import { LessonAccessResolver } from './enrollments/lessons.resolver';
import type { NotificationService } from './notifications/notifications.service';
import { PaymentMethodAdminResolver } from './payment-methods/payment-method-admin.resolver';
import { PaymentMethodAdminService } from './payment-methods/payment-method-admin.service';
import { PaymentAdminResolver } from './payments/payment-admin.resolver';
import { PaymentAdminService } from './payments/payment-admin.service';
import { PaymentResolver } from './payments/payments.resolver';
import { PaymentService } from './payments/payments.service';
import { ProgramAdminResolver } from './programs/program-admin.resolver';
import { ProgramAdminService } from './programs/program-admin.service';
import { ProgramResolver } from './programs/programs.resolver';
import { ProgramService } from './programs/programs.service';
import { ReceiptLinks } from './receipts/receipt-links';
import { ReceiptResolver } from './receipts/receipts.resolver';
import { ReceiptService } from './receipts/receipts.service';
import type { SitePictures } from './uploads/site-picture';

/**
 * Programs, donations, course enrolments, the ZarinPal gateway they share and payment-method management,
 * wired together.
 */
export function createFundraisingServices(
  db: Db,
  config: Config,
  {
    notifications,
    audit,
    signingSecret,
    pictures,
  }: {
    notifications: NotificationService;
    audit: AuditService;
    signingSecret: () => string;
    pictures: SitePictures;
  },
  log?: FastifyBaseLogger,
) {
  const programs = new ProgramService(db);
  const completion = new DonationCompletion(db, notifications);
  const enrollmentCompletion = new EnrollmentCompletion(db, notifications);
  const zarinpal = new ZarinpalClient(config.zarinpal.baseUrl);
  const limiter = new RateLimiter(db);
  const receiptLinks = new ReceiptLinks(signingSecret);
  const payments = new PaymentService(
    db,
    zarinpal,
    { DONATION: completion, ENROLLMENT: enrollmentCompletion },
    {
      merchantId: config.zarinpal.merchantId,
      publicUrl: config.publicUrl,
      allowedOrigins: config.allowedOrigins,
      donationReturnQuery: (donationId) => receiptLinks.returnQuery(donationId),
    },
    limiter,
    log,
  );
  return {
    programs,
    programAdmin: new ProgramAdminService(db, audit, programs, pictures),
    donationCompletion: completion,
    donations: new DonationService(db, programs, limiter, (id) => receiptLinks.pagePath(id)),
    donationAdmin: new DonationAdminService(db, completion, audit),
    enrollmentCompletion,
    enrollments: new EnrollmentService(db, payments, enrollmentCompletion),
    enrollmentAdmin: new EnrollmentAdminService(db, enrollmentCompletion, audit),
    zarinpal,
    payments,
    paymentAdmin: new PaymentAdminService(db),
    paymentMethodAdmin: new PaymentMethodAdminService(db, audit),
    receipts: new ReceiptService(db, limiter, receiptLinks, config.publicUrl),
  };
}

export type FundraisingServices = ReturnType<typeof createFundraisingServices>;

export function createFundraisingResolvers(services: FundraisingServices): object[] {
  return [
    new ProgramResolver(services.programs),
    new ProgramAdminResolver(services.programAdmin),
    new DonationResolver(services.donations),
    new DonationAdminResolver(services.donationAdmin),
    new PaymentResolver(services.payments),
    new PaymentAdminResolver(services.paymentAdmin),
    new EnrollmentResolver(services.enrollments),
    new EnrollmentAdminResolver(services.enrollmentAdmin),
    new LessonAccessResolver(),
    new PaymentMethodAdminResolver(services.paymentMethodAdmin),
    new ReceiptResolver(services.receipts),
  ];
}
