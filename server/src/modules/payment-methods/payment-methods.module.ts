import { paymentMethodSchema } from '@common/validation';
import type { Uses } from '../../kernel/infrastructure';
import { defineModule } from '../../kernel/module';
import { fieldMessagesOf } from '../../rest/field-messages';
import type { AuditService } from '../audit/audit.service';
import { PaymentMethodAdminResolver } from './payment-method-admin.resolver';
import { paymentMethodAdminRoutes } from './payment-method-admin.routes';
import { PaymentMethodAdminService } from './payment-method-admin.service';
import { PaymentMethodResolver } from './payment-methods.resolver';
import { paymentMethodRoutes } from './payment-methods.routes';
import { PaymentMethodService } from './payment-methods.service';

export const paymentMethodsModule = defineModule({
  name: 'payment-methods',
  services: ({ db, audit }: Uses<'db'> & { audit: AuditService }) => ({
    paymentMethods: new PaymentMethodService(db),
    paymentMethodAdmin: new PaymentMethodAdminService(db, audit),
  }),
  resolvers: (s) => [
    new PaymentMethodResolver(s.paymentMethods),
    new PaymentMethodAdminResolver(s.paymentMethodAdmin),
  ],
  rest: [...paymentMethodRoutes, ...paymentMethodAdminRoutes],
  inputMessages: { PaymentMethodInput: fieldMessagesOf(paymentMethodSchema) },
});
