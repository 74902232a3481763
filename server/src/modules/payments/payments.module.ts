import { startReconciliation } from '../../jobs/reconciliation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { ZarinpalClient } from '../../payments/zarinpal-client';
import { DonationCompletion } from '../donations/donation-completion';
import { EnrollmentCompletion } from '../enrollments/enrollment-completion';
import type { NotificationService } from '../notifications/notifications.service';
import type { ReceiptLinks } from '../receipts/receipt-links';
import { PaymentAdminResolver } from './payment-admin.resolver';
import { PaymentAdminService } from './payment-admin.service';
import { PaymentResolver } from './payments.resolver';
import { paymentRoutes } from './payments.routes';
import { PaymentService } from './payments.service';

type Needs = Uses<'db' | 'config' | 'log' | 'limiter' | 'database'> & {
  notifications: NotificationService;
  receiptLinks: ReceiptLinks;
};

/**
 * The ZarinPal gateway and what completes each kind of payment it verifies (a donation, a course enrolment);
 * the donation and enrolment modules build on both.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  services: ({ db, config, log, limiter, notifications, receiptLinks }: Needs) => {
    const donationCompletion = new DonationCompletion(db, notifications);
    const enrollmentCompletion = new EnrollmentCompletion(db, notifications);
    const zarinpal = new ZarinpalClient(config.zarinpal.baseUrl);
    const payments = new PaymentService(
      db,
      zarinpal,
      { DONATION: donationCompletion, ENROLLMENT: enrollmentCompletion },
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
      donationCompletion,
      enrollmentCompletion,
      zarinpal,
      payments,
      paymentAdmin: new PaymentAdminService(db),
    };
  },
  resolvers: (s) => [new PaymentResolver(s.payments), new PaymentAdminResolver(s.paymentAdmin)],
  rest: paymentRoutes,
  jobs: ({ payments, config, log, database }) => [
    startReconciliation(payments, config.reconcile, log, database.locks),
  ],
});
