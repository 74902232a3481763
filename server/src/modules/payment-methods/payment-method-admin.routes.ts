import { rowsTagged } from '../../rest/route';
import { paymentMethodAdminMessages as messages } from './payment-methods.messages';

const row = rowsTagged('admin');

/** The form may send the provider settings as an object (`config` or `configJson`); they are stored as JSON. */
const body = ({ config, configJson = config, ...rest }: Record<string, unknown>) => ({
  ...rest,
  configJson: configJson && typeof configJson === 'object' ? JSON.stringify(configJson) : configJson,
});

export const paymentMethodAdminRoutes = [
  row('GET', '/admin/payment-methods', 'adminPaymentMethods'),
  row('POST', '/admin/payment-methods', 'createPaymentMethod', {
    body,
    successStatus: 201,
    message: messages.created,
  }),
  row('PUT', '/admin/payment-methods/:id', 'updatePaymentMethod', { body, message: messages.updated }),
  row('DELETE', '/admin/payment-methods/:id', 'deletePaymentMethod', {
    answer: () => null,
    messageFrom: (d) => d.deletePaymentMethod.message,
  }),
  row('PUT', '/admin/payment-methods/:id/toggle', 'togglePaymentMethod', {
    messageFrom: (d) => (d.togglePaymentMethod.isActive ? messages.activated : messages.deactivated),
  }),
];
