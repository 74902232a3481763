import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import type { AuditService } from '../audit/audit.service';
import type { PaymentService } from '../payments/payments.service';
import { EnrollmentAdminResolver } from './enrollment-admin.resolver';
import { EnrollmentAdminService } from './enrollment-admin.service';
import type { EnrollmentCompletion } from './enrollment-completion';
import { createEnrollmentLoaders } from './enrollments.loaders';
import { EnrollmentResolver } from './enrollments.resolver';
import { enrollmentRoutes } from './enrollments.routes';
import { EnrollmentService } from './enrollments.service';
import { LessonAccessResolver } from './lessons.resolver';

type Needs = Uses<'db'> & {
  audit: AuditService;
  payments: PaymentService;
  enrollmentCompletion: EnrollmentCompletion;
};

export const enrollmentsModule = defineModule({
  name: 'enrollments',
  services: ({ db, audit, payments, enrollmentCompletion }: Needs) => ({
    enrollments: new EnrollmentService(db, payments, enrollmentCompletion),
    enrollmentAdmin: new EnrollmentAdminService(db, enrollmentCompletion, audit),
  }),
  resolvers: (s) => [
    new EnrollmentResolver(s.enrollments),
    new EnrollmentAdminResolver(s.enrollmentAdmin),
    new LessonAccessResolver(),
  ],
  rest: enrollmentRoutes,
  loaders: createEnrollmentLoaders,
});
