import { unreadableAsZero } from '@common/validation';
import { adminRow as row } from '../../rest/route';
import { paymentMethodAdminMessages as messages } from './payment-methods.messages';

/**
 * The spec's form sends the settings as `configJson` text; an object there is the typed `config`. An order
 * that is no number at all falls back to 0, as the spec says (the shared schema checks a readable one).
 */
const body = ({ configJson, sortOrder, ...rest }: Record<string, unknown>) => ({
  ...rest,
  ...(configJson && typeof configJson === 'object' ? { config: configJson } : { configJson }),
  ...(sortOrder !== undefined && { sortOrder: unreadableAsZero(sortOrder) }),
});

export const paymentMethodAdminRoutes = [
  row('GET', '/admin/payment-methods', 'adminPaymentMethods'),
  row('POST', '/admin/payment-methods', 'createPaymentMethod', {
    body,
    successStatus: 201,
    message: messages.created,
  }),
  row('PUT', '/admin/payment-methods/:id', 'updatePaymentMethod', { body, message: messages.updated }),
  row('DELETE', '/admin/payment-methods/:id', 'deletePaymentMethod'),
  row('PUT', '/admin/payment-methods/:id/toggle', 'togglePaymentMethod', {
    messageFrom: (d) => (d.togglePaymentMethod.isActive ? messages.activated : messages.deactivated),
  }),
];
